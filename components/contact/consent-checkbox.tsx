import { Checkbox } from "@/components/ui/checkbox";
import type { DisclosureSegment } from "@/lib/consent/disclosures";
import { Disclosure } from "./disclosure";

export interface ConsentCheckboxProps {
  id: string;
  name: string;
  segments: DisclosureSegment[];
}

/**
 * One opt-in channel: unchecked by default, optional, and its full
 * disclosure is the label itself, so it is visible without a click and is
 * what a screen reader announces for the box. The browser keeps its state;
 * the form reads it on submit.
 */
export function ConsentCheckbox({ id, name, segments }: ConsentCheckboxProps) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox id={id} name={name} className="mt-0.5" />
      <label
        htmlFor={id}
        id={`${id}-disclosure`}
        className="block text-sm leading-relaxed font-normal text-muted-foreground select-none"
      >
        <Disclosure segments={segments} />
      </label>
    </div>
  );
}
