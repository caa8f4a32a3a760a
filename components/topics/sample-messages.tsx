import type { SampleMessage } from "@/content/types";

/** Texts that pass carrier review, drawn as the business's bubbles, each card headed with the business that sends it. */
export function SampleMessages({ samples, sender }: { samples: readonly SampleMessage[]; sender: string }) {
  return (
    <section aria-labelledby="samples-heading" className="mt-14">
      <h2 id="samples-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
        Sample messages
      </h2>
      <p className="mt-3 max-w-3xl text-muted-foreground">
        Written to pass carrier review: the business named, the purpose clear, and the opt-out line where it is due.
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {samples.map((sample) => (
          <li key={sample.label} className="flex flex-col gap-2 rounded-3xl border-4 border-muted bg-card p-4">
            <p className="text-center text-xs font-medium text-muted-foreground">
              {sample.sender ?? sender} · {sample.label}
            </p>
            <p className="bubble-in">{sample.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
