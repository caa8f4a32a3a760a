"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import type { DisclosureSegment } from "@/lib/consent/disclosures";
import { Disclosure } from "./disclosure";

export interface ConsentCheckboxProps {
  id: string;
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: () => void;
  segments: DisclosureSegment[];
}

/**
 * One opt-in channel: unchecked by default, optional, and its
 * full disclosure is the label itself, so it is visible without a click and
 * is what a screen reader announces for the box.
 */
export function ConsentCheckbox({ id, name, checked, onCheckedChange, onBlur, segments }: ConsentCheckboxProps) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        name={name}
        checked={checked}
        onCheckedChange={onCheckedChange}
        onBlur={onBlur}
        className="mt-0.5"
      />
      <Label htmlFor={id} id={`${id}-disclosure`} className="block text-sm leading-relaxed font-normal text-muted-foreground">
        <Disclosure segments={segments} />
      </Label>
    </div>
  );
}
