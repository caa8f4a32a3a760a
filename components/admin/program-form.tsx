"use client";

import { useRef, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { NativeSelect } from "@/components/ui/native-select";
import { SubmitButton } from "@/components/ui/submit-button";
import { programFromForm } from "@/lib/admin/program-form-fields";
import { AGE_GATES, type ProgramData } from "@/lib/validation/program";
import { FORBIDDEN_VERTICAL_IDS, PROGRAM_VERTICAL_IDS, VERTICALS } from "@/lib/compliance/verticals";

export interface ProgramFormProps {
  /** Absent: a new program. */
  program?: ProgramData;
  /** A field refused on a post made without JavaScript. */
  initialError?: { field: string; message: string } | null;
}

/** Fields in the order they are shown: the first one in error gets the focus. */
const ORDER = [
  "slug",
  "businessName",
  "brandName",
  "vertical",
  "city",
  "state",
  "website",
  "supportEmail",
  "supportPhone",
  "programName",
  "description",
  "messageTypes",
  "frequency",
  "number",
  "keyword",
  "sampleMessages",
  "ageGate",
  "monogram",
];

/**
 * Create or edit a program's draft. A plain form that posts without
 * JavaScript; with it, JSON to the staff API, errors under their fields and
 * the first one focused. Saving never changes the public page: publishing does.
 */
export function ProgramForm({ program, initialError }: ProgramFormProps) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>(
    initialError ? { [initialError.field]: initialError.message } : {},
  );
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const creating = !program;
  const action = creating ? "/api/admin/clients" : `/api/admin/clients/${program.slug}`;

  function point(next: Record<string, string>) {
    setErrors(next);
    const first = ORDER.find((f) => next[f]) ?? Object.keys(next)[0];
    const control = form.current?.querySelector<HTMLElement>(`[name="${first}"], [name^="${first}"]`);
    requestAnimationFrame(() => {
      control?.focus();
      control?.scrollIntoView({ block: "center" });
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setStatus(null);
    const fields = Object.fromEntries([...new FormData(event.currentTarget).entries()].map(([k, v]) => [k, String(v)]));
    try {
      const response = await fetch(action, {
        method: creating ? "POST" : "PATCH",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(programFromForm(fields)),
      });
      const body = (await response.json().catch(() => ({}))) as {
        slug?: string;
        error?: { message?: string; fields?: Record<string, string> };
      };
      if (!response.ok) {
        point(body.error?.fields ?? { _: body.error?.message ?? "Not saved. Please try again." });
        return;
      }
      setErrors({});
      if (creating) router.push(`/admin/clients/${body.slug}`);
      else {
        setStatus("Draft saved. The public page changes when you publish.");
        router.refresh();
      }
    } catch {
      point({ _: "We couldn't reach the server. Check your connection and try again." });
    } finally {
      setBusy(false);
    }
  }

  const p = program;
  const text = (name: keyof ProgramData, label: string, value?: string, extra: Record<string, unknown> = {}) => (
    <FormField id={name} label={label} required={name !== "website"} error={errors[name]}>
      <Input name={name} defaultValue={value ?? ""} {...extra} />
    </FormField>
  );

  return (
    <form
      ref={form}
      method="post"
      action={action}
      onSubmit={submit}
      noValidate
      className="grid max-w-3xl gap-5"
      aria-label={creating ? "New program" : "Edit draft"}
    >
      {creating ? (
        <FormField
          id="slug"
          label="Slug (the page's address)"
          required
          error={errors.slug}
          description="Lower-case letters, digits and dashes: /clients/your-slug"
        >
          <Input name="slug" autoComplete="off" />
        </FormField>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {text("businessName", "Legal business name", p?.businessName)}
        {text("brandName", "Brand name", p?.brandName)}
      </div>
      <FormField id="vertical" label="Vertical" required error={errors.vertical}>
        <NativeSelect name="vertical" defaultValue={p?.vertical ?? ""}>
          <option value="" disabled>
            Choose…
          </option>
          {PROGRAM_VERTICAL_IDS.map((v) => (
            <option key={v} value={v}>
              {VERTICALS[v].label}
              {VERTICALS[v].minimumAge ? ` (age-restricted, ${VERTICALS[v].minimumAge}+)` : ""}
            </option>
          ))}
          <optgroup label="No carrier takes these: cannot be published">
            {FORBIDDEN_VERTICAL_IDS.map((v) => (
              <option key={v} value={v}>
                {VERTICALS[v].label}
              </option>
            ))}
          </optgroup>
        </NativeSelect>
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        {text("city", "City", p?.city)}
        {text("state", "State (two letters)", p?.state, { maxLength: 2 })}
      </div>
      {text("website", "Website", p?.website ?? "", { type: "url", placeholder: "https://" })}
      <div className="grid gap-5 sm:grid-cols-2">
        {text("supportEmail", "Support email", p?.supportEmail, { type: "email" })}
        {text("supportPhone", "Support phone", p?.supportPhone, { type: "tel" })}
      </div>
      {text("programName", "Program name", p?.programName)}
      <FormField id="description" label="Program description" required error={errors.description}>
        <Textarea name="description" rows={3} defaultValue={p?.description ?? ""} />
      </FormField>
      <FormField
        id="messageTypes"
        label="Message types"
        required
        error={errors.messageTypes}
        description="Separated by commas: fishing reports, new-stock alerts"
      >
        <Input name="messageTypes" defaultValue={p?.messageTypes.join(", ") ?? ""} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="frequency"
          label="Messages a month"
          required
          error={errors.frequency}
          description='A number ("up to N a month") or "varies"'
        >
          <Input name="frequency" defaultValue={p ? String(p.frequency) : ""} />
        </FormField>
        <FormField id="ageGate" label="Age gate" required error={errors.ageGate}>
          <NativeSelect name="ageGate" defaultValue={p?.ageGate ?? "none"}>
            {AGE_GATES.map((g) => (
              <option key={g} value={g}>
                {g === "none" ? "None" : `${g}+`}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {text("number", "Program's texting number", p?.number, { type: "tel", placeholder: "+1…" })}
        {text("keyword", "Join keyword", p?.keyword)}
      </div>
      <FormField
        id="sampleMessages"
        label="Sample messages"
        required
        error={errors.sampleMessages}
        description="One per line; two or more, each naming the brand"
      >
        <Textarea name="sampleMessages" rows={4} defaultValue={p?.sampleMessages.join("\n") ?? ""} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Monogram background" error={errors.monogram}>
          <Input name="monogramBackground" type="color" defaultValue={p?.monogram.background ?? "#1F2937"} />
        </FormField>
        <FormField label="Monogram letters">
          <Input name="monogramForeground" type="color" defaultValue={p?.monogram.foreground ?? "#FFFFFF"} />
        </FormField>
      </div>
      {errors._ ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors._}
        </p>
      ) : null}
      {status ? (
        <p role="status" className="text-sm font-medium">
          {status}
        </p>
      ) : null}
      <SubmitButton loading={busy} className="justify-self-start">
        {creating ? "Create draft" : "Save draft"}
      </SubmitButton>
    </form>
  );
}
