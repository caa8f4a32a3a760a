import type { Hub } from "@/lib/hubs";
import type { ProgramData } from "@/lib/validation/program";
import { issueFormToken } from "@/lib/security/form-token";
import { programDisclosureSegments } from "@/lib/programs/disclosure";
import { isOptInErrorCode, optInErrorMessage, optInSentMessage } from "@/lib/programs/opt-in-result";
import { takesUsNumbersOnly } from "@/lib/programs/age-gate";
import { OptInForm } from "./opt-in-form";
import { ProgramDisclosure } from "./program-disclosure";
import { ProgramView } from "./program-view";

export interface ProgramPageQuery {
  optin?: string | string[];
  error?: string | string[];
}

/**
 * The public program page with its opt-in form, rendered per request: the
 * form carries a fresh single-use token, and a post made without JavaScript
 * comes back here with `?optin=sent` or `?error=<code>` (and the phone it
 * typed, `typedPhone`, filled in again). `preview` renders
 * the same page with a form that cannot post (the admin preview). A gated
 * program's public page renders it only past its age gate (PublicProgramPage).
 */
export function ProgramPage({
  program,
  hub,
  query = {},
  typedPhone = "",
  preview = false,
  ageAffirmed = false,
}: {
  program: ProgramData;
  hub: Hub;
  query?: ProgramPageQuery;
  typedPhone?: string;
  preview?: boolean;
  /** The page's age gate was passed: the opt-in does not ask the date of birth again. */
  ageAffirmed?: boolean;
}) {
  const code = typeof query.error === "string" ? query.error : null;
  const error = isOptInErrorCode(code) ? optInErrorMessage(code, program) : null;
  const sent = query.optin === "sent" ? optInSentMessage(program) : null;
  const form = (
    <OptInForm
      slug={program.slug}
      programName={program.programName}
      ageGate={program.ageGate}
      askBirthDate={program.ageGate !== "none" && !ageAffirmed}
      usOnly={takesUsNumbersOnly(program)}
      formToken={preview ? "" : issueFormToken().token}
      disclosure={<ProgramDisclosure segments={programDisclosureSegments(program)} />}
      initialErrors={error ? { [error.field]: error.message } : undefined}
      defaultPhone={error ? typedPhone : ""}
      sent={sent}
    />
  );
  return (
    <ProgramView
      program={program}
      hub={hub}
      optIn={
        preview ? (
          <fieldset disabled aria-label="Opt-in form (preview)">
            {form}
          </fieldset>
        ) : (
          form
        )
      }
    />
  );
}
