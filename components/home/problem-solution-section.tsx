import { Check } from "@/components/ui/icons/check";
import { X } from "@/components/ui/icons/x";
import type { ProblemSolutionContent } from "@/content/types";
import { PhoneMockup } from "./phone-mockup";

/** Home: problem and solution, next to the phone mock-up. */
export function ProblemSolutionSection({ content }: { content: ProblemSolutionContent }) {
  const { problem, solution } = content;
  return (
    <section aria-labelledby="problem-heading" className="border-y bg-tint">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 md:grid-cols-[1fr_auto] md:items-center">
        <div>
          <h2 id="problem-heading" className="text-3xl font-bold tracking-tight">
            {content.heading}
          </h2>
          <div className="mt-8 grid gap-8 sm:grid-cols-2">
            <div>
              <h3 className="text-lg font-semibold">{problem.title}</h3>
              <p className="mt-2 text-muted-foreground">{problem.description}</p>
              <ul className="mt-4 space-y-2">
                {problem.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <X className="mt-1 size-4 shrink-0 text-destructive" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="text-lg font-semibold">{solution.title}</h3>
              <p className="mt-2 text-muted-foreground">{solution.description}</p>
              <ul className="mt-4 space-y-2">
                {solution.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <Check className="mt-1 size-4 shrink-0 text-brand-2" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
        <PhoneMockup phone={content.phone} />
      </div>
    </section>
  );
}
