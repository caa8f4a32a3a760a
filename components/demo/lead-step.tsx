"use client";

import { useRef, useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { useFocusFirstInvalid } from "@/components/ui/use-focus-first-invalid";
import { demoLeadSchema, type DemoLead } from "@/lib/validation/demo";
import { ApiError, post } from "@/lib/browser/api-client";
import { fieldErrors } from "@/lib/validation/fields";
import { FormAlert } from "./form-alert";

export interface LeadStepProps {
  onSaved(lead: DemoLead): void;
}

const FIELDS = [
  { name: "name", label: "Your name", autoComplete: "name", type: "text" },
  { name: "email", label: "Work email", autoComplete: "email", type: "email" },
  { name: "company", label: "Business name", autoComplete: "organization", type: "text" },
] as const;

/** Step 3: who the prospect is, so sales can follow up (stored as a 'Demo' lead). */
export function LeadStep({ onSaved }: LeadStepProps) {
  const [values, setValues] = useState<Record<keyof DemoLead, string>>({ name: "", email: "", company: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid();

  async function save() {
    const parsed = demoLeadSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusInvalid(formRef.current);
      return;
    }
    setErrors({});
    setAlert(null);
    setBusy(true);
    try {
      await post("/api/demo/lead", parsed.data);
      onSaved(parsed.data);
    } catch (e) {
      const failure =
        e instanceof ApiError ? e : new ApiError(500, "UNKNOWN_ERROR", "Something went wrong. Please try again.");
      if (Object.keys(failure.fields).length) {
        setErrors(failure.fields);
        focusInvalid(formRef.current);
      } else setAlert(failure);
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save();
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4">
      {FIELDS.map((field) => (
        <FormField key={field.name} label={field.label} required error={errors[field.name]}>
          <Input
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
          />
        </FormField>
      ))}
      <FormAlert message={alert?.message ?? null} onRetry={alert?.retryable ? () => void save() : undefined} />
      <SubmitButton loading={busy} variant="demo">
        Start the chat
      </SubmitButton>
    </form>
  );
}
