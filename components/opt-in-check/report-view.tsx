import type { OptInReport } from "@/lib/backend/opt-in-reports";
import { VERTICALS } from "@/lib/compliance/verticals";
import { RULES } from "@/lib/opt-in-check/rules";
import type { Check, CheckStatus } from "@/lib/opt-in-check/types";
import { Button } from "@/components/ui/button";
import { CheckStatusIcon, STATUS_LOOK } from "./check-status";

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

const SECTIONS: { status: CheckStatus; heading: string; empty?: string }[] = [
  { status: "fail", heading: "What to fix" },
  { status: "unknown", heading: "What we could not see" },
  { status: "pass", heading: "What passes" },
];

function verdict(fails: number): string {
  if (fails === 0) return "Nothing here would get your campaign rejected.";
  return fails === 1
    ? "1 thing here would get your campaign rejected."
    : `${fails} things here would get your campaign rejected.`;
}

function CheckItem({ check }: { check: Check }) {
  const title = RULES[check.rule].title;
  return (
    <li className="flex gap-3 py-4" data-rule={check.rule} data-status={check.status}>
      <CheckStatusIcon status={check.status} className="mt-0.5 size-5" />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">
          {title} <span className="sr-only">: {STATUS_LOOK[check.status].label}</span>
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{check.message}</p>
        {check.fix ? (
          <p className="mt-2 rounded-md bg-muted px-3 py-2 text-sm">
            <strong className="font-semibold">Fix: </strong>
            {check.fix}
          </p>
        ) : null}
        {check.status !== "pass" ? (
          <p className="mt-2 text-sm print:hidden">
            <a href={`/opt-in-check#${check.anchor}`} className="text-brand underline">
              Why reviewers check this
            </a>
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** A report: the verdict first, what to fix with the fix, what could not be seen, what passes, what was entered. */
export function ReportView({ report }: { report: OptInReport }) {
  const count = (s: CheckStatus) => report.checks.filter((c) => c.status === s).length;
  const fails = count("fail");
  return (
    <article id="opt-in-report" className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">Opt-in check report</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">{report.brand}</h1>
        <p className="mt-2 text-sm break-words text-muted-foreground">
          {VERTICALS[report.vertical]?.label ?? report.vertical} · {report.url ?? "Pasted HTML"} · Checked{" "}
          {DATE.format(new Date(report.createdAt))}
        </p>
        <p
          className={`mt-6 flex items-start gap-3 rounded-xl border p-4 text-lg font-semibold ${fails > 0 ? "border-destructive/40 bg-destructive/5" : "bg-tint"}`}
          data-testid="report-verdict"
        >
          <CheckStatusIcon status={fails > 0 ? "fail" : "pass"} className="mt-0.5 size-6" />
          {verdict(fails)}
        </p>
        <dl className="mt-4 flex gap-3" aria-label="Summary">
          {SECTIONS.map(({ status }) => (
            <div key={status} className="flex-1 rounded-xl border bg-card p-3">
              <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                <CheckStatusIcon status={status} className="size-4" />
                {STATUS_LOOK[status].label}
              </dt>
              <dd className="mt-1 text-2xl font-bold" data-testid={`report-count-${status}`}>
                {count(status)}
              </dd>
            </div>
          ))}
        </dl>
      </header>
      <section
        aria-labelledby="report-cta"
        className="mt-8 flex flex-col gap-4 rounded-2xl border bg-tint p-6 sm:flex-row print:hidden"
      >
        <div className="flex-1">
          <h2 id="report-cta" className="text-lg font-bold">
            {fails > 0 ? "Want us to fix it for you?" : "Ready to register?"}
          </h2>
          <p className="mt-1 text-sm">
            We register campaigns and fix what carriers refuse for a living. Send us this report and we will reply
            within 24 hours.
          </p>
        </div>
        <Button asChild variant="hero" size="lg">
          {/* A full page load, so the contact page's #from-report notice applies (:target). */}
          <a href={`/contact?report=${encodeURIComponent(report.id)}#from-report`} data-testid="report-cta">
            {fails > 0 ? "Ask us to fix it" : "Talk to us"}
          </a>
        </Button>
      </section>
      {SECTIONS.map(({ status, heading }) => {
        const checks = report.checks.filter((c) => c.status === status);
        if (checks.length === 0) return null;
        return (
          <section key={status} aria-labelledby={`report-${status}`} className="mt-10">
            <h2 id={`report-${status}`} className="text-xl font-bold">
              {heading}
            </h2>
            {status === "pass" ? (
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {checks.map((check) => (
                  <li key={check.rule} className="flex gap-2" data-rule={check.rule} data-status={check.status}>
                    <CheckStatusIcon status="pass" className="mt-0.5 size-4" />
                    <div className="min-w-0 text-sm">
                      <h3 className="font-medium">{RULES[check.rule].title}</h3>
                      <p className="text-muted-foreground">{check.message}</p>
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <ul className="mt-2 divide-y border-y">
                {checks.map((check) => (
                  <CheckItem key={check.rule} check={check} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <section aria-labelledby="report-samples" className="mt-10">
        <h2 id="report-samples" className="text-xl font-bold">
          Your sample messages
        </h2>
        <ol className="mt-3 grid gap-2">
          {report.samples.map((sample, i) => (
            <li key={i} className="rounded-xl border bg-muted/40 px-4 py-3 text-sm break-words whitespace-pre-line">
              {sample}
            </li>
          ))}
        </ol>
      </section>
      <p className="mt-10 text-sm text-muted-foreground">
        This report is kept until {DATE.format(new Date(report.expiresAt))}, at this address. It holds what you entered
        and the verdicts, nothing else.{" "}
        <a href="/opt-in-check" className="text-brand underline print:hidden">
          Check another page
        </a>
      </p>
    </article>
  );
}
