"use client";

import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Checkbox } from "@/components/ui/checkbox";
import { SubmitButton } from "@/components/ui/submit-button";

export interface OptInFormProps {
  slug: string;
  programName: string;
  /** "18" or "21": the program's age. */
  ageGate: "none" | "18" | "21";
  /** Ask the date of birth here (a gated program whose page gate was not passed: the admin preview). */
  askBirthDate?: boolean;
  /** An age-gated program texts US numbers only. */
  usOnly?: boolean;
  /** Issued when the page rendered: single use, good after 3 seconds. */
  formToken: string;
  /** The disclosure, rendered on the server: the consent box's label. */
  disclosure: ReactNode;
  /** Field errors carried back to a page posted without JavaScript. */
  initialErrors?: Partial<Record<Field, string>>;
  /** The phone typed before a refusal (a page posted without JavaScript). */
  defaultPhone?: string;
  /** The text already sent (a page posted without JavaScript). */
  sent?: string | null;
}

type Field = "phone" | "birthDate" | "consent" | "form";
const ORDER: Field[] = ["phone", "birthDate", "consent"];

/**
 * A program's web opt-in: the phone, the date of birth where the program is
 * gated, and an unchecked consent box beside its disclosure. A plain form
 * that posts without JavaScript; with it, errors land under their fields and
 * the first one gets the focus.
 */
export function OptInForm({
  slug,
  programName,
  ageGate,
  askBirthDate = ageGate !== "none",
  usOnly = false,
  formToken,
  disclosure,
  initialErrors,
  defaultPhone,
  sent,
}: OptInFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(initialErrors ?? {});
  const [done, setDone] = useState<string | null>(sent ?? null);
  const [busy, setBusy] = useState(false);
  const [token, setToken] = useState(formToken);
  const gated = askBirthDate;

  function point(next: Partial<Record<Field, string>>) {
    setErrors(next);
    const first = ORDER.find((f) => next[f]);
    const control = first ? form.current?.querySelector<HTMLElement>(`[name="${first}"]`) : null;
    // After React has drawn the messages.
    requestAnimationFrame(() => {
      control?.focus();
      control?.scrollIntoView({ block: "center" });
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const phone = String(data.get("phone") ?? "").trim();
    const birthDate = String(data.get("birthDate") ?? "");
    const consent = data.get("consent") === "on";
    const local: Partial<Record<Field, string>> = {};
    if (!phone) local.phone = "Enter your mobile number";
    if (gated && !birthDate) local.birthDate = "Enter your date of birth.";
    if (!consent) local.consent = "Check the box to agree to receive texts.";
    if (Object.keys(local).length > 0) return point(local);
    setBusy(true);
    try {
      const response = await fetch(`/api/programs/${encodeURIComponent(slug)}/opt-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          phone,
          consent,
          birthDate: gated ? birthDate : undefined,
          formToken: String(data.get("formToken") ?? token),
          website: String(data.get("website") ?? ""),
        }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        message?: string;
        error?: { message?: string; fields?: Record<string, string> };
      };
      if (response.ok) {
        setErrors({});
        setDone(body.message ?? "Check your phone and reply YES to confirm.");
        return;
      }
      const fields = body.error?.fields ?? {};
      // Field mistakes are found before the token is spent; anything later spent it: fetch the next one.
      if (response.status !== 422 || /opted out/.test(fields.phone ?? ""))
        fetch("/api/form-token")
          .then((r) => r.json())
          .then((t: { token?: string }) => t.token && setToken(t.token))
          .catch(() => undefined);
      const next: Partial<Record<Field, string>> = {};
      for (const f of ORDER) if (fields[f]) next[f] = fields[f];
      if (Object.keys(next).length === 0) next.form = body.error?.message ?? "Something went wrong. Please try again.";
      point(next);
    } catch {
      point({ form: "We could not reach the server. Check your connection and try again." });
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <p role="status" className="mt-4 rounded-lg border p-4 font-medium">
        {done}
      </p>
    );
  }

  return (
    <form
      ref={form}
      method="post"
      action={`/api/programs/${encodeURIComponent(slug)}/opt-in`}
      onSubmit={submit}
      noValidate
      className="mt-4 grid gap-5"
      aria-label={`Join ${programName} by text`}
    >
      <input type="hidden" name="formToken" value={token} />
      <div className="hidden" aria-hidden="true">
        <label>
          Website <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <FormField
        label="Mobile number"
        required
        error={errors.phone}
        description={usOnly ? "US mobile number: this program texts US numbers only." : "US or Canadian mobile number."}
      >
        <Input name="phone" type="tel" inputMode="tel" autoComplete="tel" defaultValue={defaultPhone} />
      </FormField>
      {gated ? (
        <FormField
          label="Date of birth"
          required
          error={errors.birthDate}
          description={`You must be ${ageGate} or older. We keep only that you confirmed it, never the date.`}
        >
          <Input name="birthDate" type="date" autoComplete="bday" />
        </FormField>
      ) : null}
      {/* The disclosure is the box's label, beside it; the grid puts the box first. */}
      <FormField
        label={disclosure}
        error={errors.consent}
        className="grid-cols-[1rem_1fr] items-start gap-x-3 [&>label]:col-start-2 [&>label]:row-start-1 [&>label]:block [&>label]:text-sm [&>label]:leading-relaxed [&>label]:font-normal [&>label]:text-muted-foreground [&>label]:select-text [&>p]:col-span-2"
      >
        <Checkbox name="consent" className="col-start-1 row-start-1 mt-1" />
      </FormField>
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      ) : null}
      <SubmitButton loading={busy} className="justify-self-start">
        Join by text
      </SubmitButton>
    </form>
  );
}
