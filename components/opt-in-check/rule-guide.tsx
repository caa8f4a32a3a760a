import { RULES } from "@/lib/opt-in-check/rules";
import { ruleAnchor } from "@/lib/opt-in-check/types";
import { RULE_EXPLANATIONS, RULE_GROUPS } from "@/content/opt-in-check";

const ANCHOR_OFFSET = { scrollMarginTop: "5rem" } as const;

/**
 * What a carrier reviewer looks for, one section per rule of the check, each at the anchor the report links
 * to (`#rule-<id>`). All of it is in the server HTML.
 */
export function RuleGuide() {
  return (
    <div className="space-y-10">
      {RULE_GROUPS.map((group, g) => (
        <section key={group.heading} aria-labelledby={`rule-group-${g}`}>
          <h3 id={`rule-group-${g}`} className="text-xl font-bold text-brand-2">
            {group.heading}
          </h3>
          <div className="mt-4 divide-y rounded-xl border">
            {group.rules.map((rule) => (
              <section
                key={rule}
                id={ruleAnchor(rule)}
                aria-labelledby={`${ruleAnchor(rule)}-heading`}
                // Below the sticky header when a report's link lands here (a style, not one more class for every page).
                style={ANCHOR_OFFSET}
                className="px-5 py-5"
              >
                <h4 id={`${ruleAnchor(rule)}-heading`} className="text-lg font-semibold">
                  <a href={`#${ruleAnchor(rule)}`} className="hover:underline">
                    {RULES[rule].title}
                  </a>
                </h4>
                <p className="mt-2">{RULE_EXPLANATIONS[rule].why}</p>
                <p className="mt-2 text-sm text-muted-foreground">
                  <strong className="font-semibold text-foreground">What passes: </strong>
                  {RULE_EXPLANATIONS[rule].passes}
                </p>
              </section>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
