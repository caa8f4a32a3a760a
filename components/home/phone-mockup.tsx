import { PHONE_CLOCK } from "@/content/constants";
import type { ProblemSolutionContent } from "@/content/types";

/** Home: a phone showing a text conversation; its clock reads 9:41 AM. */
export function PhoneMockup({ phone }: { phone: ProblemSolutionContent["phone"] }) {
  return (
    <figure className="mx-auto w-full max-w-xs rounded-[2.5rem] border-8 border-foreground/85 bg-background shadow-xl">
      <div className="flex items-center justify-between px-5 pt-3 text-xs font-semibold" data-testid="phone-clock">
        <span>{PHONE_CLOCK}</span>
        <span aria-hidden="true">●●● ▮</span>
      </div>
      <div className="border-b px-5 py-3 text-center text-sm font-semibold">{phone.contactName}</div>
      <ul className="flex flex-col gap-3 px-4 py-5 text-sm" aria-label={`Text conversation with ${phone.contactName}`}>
        {phone.messages.map((message, i) => (
          <li key={i} className={message.from === "business" ? "bubble-in" : "bubble-out"}>
            <span className="sr-only">{message.from === "business" ? `${phone.contactName}: ` : "Customer: "}</span>
            {message.text}
          </li>
        ))}
      </ul>
      <figcaption className="sr-only">An example conversation on a phone</figcaption>
    </figure>
  );
}
