import { Fragment } from "react";
import type { ProgramDisclosureSegment } from "@/lib/programs/disclosure";

/**
 * The opt-in disclosure exactly as recorded: its textContent equals
 * programDisclosureText() for the same version, so nothing may be added here.
 */
export function ProgramDisclosure({ segments }: { segments: ProgramDisclosureSegment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        typeof segment === "string" ? (
          <Fragment key={i}>{segment}</Fragment>
        ) : (
          <a key={i} href={segment.href} className="font-medium text-brand underline underline-offset-2">
            {segment.text}
          </a>
        ),
      )}
    </>
  );
}
