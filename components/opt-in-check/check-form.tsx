"use client";

import { useRef, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { NativeSelect } from "@/components/ui/native-select";
import { SubmitButton } from "@/components/ui/submit-button";
import { useFocusFirstInvalid } from "@/components/ui/use-focus-first-invalid";
import { useHydrated } from "@/hooks/use-hydrated";
import { ApiError, postJson } from "@/lib/browser/api-client";

type Field = "url" | "html" | "brand" | "vertical" | "samples";

export interface CheckFormProps {
  verticals: { id: string; label: string }[];
  defaultVertical: string;
  placeholders: { url: string; brand: string; samples: [string, string] };
}

/**
 * The opt-in check's form. Without JavaScript it is a plain form post that lands on the report (or on the form
 * again with the reason); with it, the shared schema checks it first, errors land under their fields with the
 * first one focused, and the browser goes to the report once it is ready.
 */
export function CheckForm({ verticals, defaultVertical, placeholders }: CheckFormProps) {
  const router = useRouter();
  const root = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pasting, setPasting] = useState(false);
  const focusInvalid = useFocusFirstInvalid();
  const hydrated = useHydrated();

  function show(next: Partial<Record<Field, string>>) {
    setErrors(next);
    if (next.html) setPasting(true);
    focusInvalid(root.current);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    const input = {
      url: text("url"),
      html: text("html"),
      brand: text("brand"),
      vertical: text("vertical"),
      samples: data.getAll("samples").map(String),
    };
    setFormError(null);
    const { optInCheckSchema } = await import("@/lib/validation/opt-in-check");
    const parsed = optInCheckSchema.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0]) as Field;
        found[name] ??= issue.message;
      }
      return show(found);
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await postJson<{ id: string }>("/api/opt-in-check", parsed.data);
      if (!answer?.id) throw new ApiError(500, "UNKNOWN_ERROR", null);
      router.push(`/opt-in-check/${answer.id}`);
    } catch (error) {
      setBusy(false);
      const fields = error instanceof ApiError ? (error.fields as Partial<Record<Field, string>>) : {};
      if (Object.keys(fields).length > 0) return show(fields);
      setFormError(error instanceof Error ? error.message : "Something went wrong. Please try again.");
    }
  }

  return (
    <form
      ref={root}
      method="post"
      action="/api/opt-in-check"
      onSubmit={onSubmit}
      noValidate
      aria-label="Opt-in check"
      className="grid gap-5"
      data-hydrated={hydrated ? "" : undefined}
    >
      <FormField
        label="Your opt-in page's address"
        id="check-url"
        error={errors.url}
        description="A public page. We read it, and the privacy policy and terms it links to, without running its scripts."
      >
        <Input name="url" type="url" inputMode="url" autoComplete="url" placeholder={placeholders.url} />
      </FormField>
      <details
        open={pasting}
        onToggle={(e) => setPasting(e.currentTarget.open)}
        className="group rounded-lg border bg-muted/40 px-4 py-3"
      >
        <summary className="cursor-pointer text-sm font-medium">No public page yet? Paste its HTML instead</summary>
        <FormField
          label="The page's HTML"
          id="check-html"
          error={errors.html}
          description="Up to 1 MB. We read it as pasted and do not follow its links."
          className="mt-3"
        >
          <Textarea name="html" rows={6} spellCheck={false} className="font-mono" />
        </FormField>
      </details>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Brand name" required id="check-brand" error={errors.brand}>
          <Input name="brand" autoComplete="organization" placeholder={placeholders.brand} />
        </FormField>
        <FormField label="Kind of business" required id="check-vertical" error={errors.vertical}>
          {(control) => (
            <NativeSelect {...control} name="vertical" defaultValue={defaultVertical}>
              {verticals.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      {[0, 1, 2].map((i) => (
        <FormField
          key={i}
          label={`Sample message ${i + 1}${i === 2 ? " (optional)" : ""}`}
          required={i === 0}
          id={`check-sample-${i + 1}`}
          error={i === 0 ? errors.samples : undefined}
        >
          <Textarea name="samples" rows={2} maxLength={320} placeholder={placeholders.samples[i]} />
        </FormField>
      ))}
      {formError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
      <SubmitButton loading={busy} size="lg" className="w-full sm:w-auto sm:justify-self-start">
        Check my page
      </SubmitButton>
    </form>
  );
}
