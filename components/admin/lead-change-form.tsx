"use client";

import { useState, useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { post, settle } from "@/lib/http/client";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";

export type LeadChangeControl =
  | { kind: "select"; options: readonly { value: string; label: string }[]; defaultValue: string }
  | { kind: "date"; defaultValue: string }
  | { kind: "textarea"; maxLength: number };

export interface LeadChangeFormProps {
  /** The route the form posts to (a plain form post without JavaScript, JSON with it). */
  action: string;
  name: "status" | "followUpOn" | "body" | "channel";
  label: string;
  submitLabel: string;
  control: LeadChangeControl;
  description?: string;
  /** The message for this field after a no-JavaScript post came back with ?error=<field>. */
  initialError?: string;
  /** Said politely once the change is saved. */
  savedMessage: string;
}

/**
 * One change to a lead. Without JavaScript it is a plain form post that
 * comes back to the page; with it, the same form posts JSON, shows a wrong
 * field inline and the pending state, then refreshes the page's data.
 */
export function LeadChangeForm({
  action,
  name,
  label,
  submitLabel,
  control,
  description,
  initialError,
  savedMessage,
}: LeadChangeFormProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState(initialError);
  const [saved, setSaved] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const value = String(new FormData(form).get(name) ?? "");
    setError(undefined);
    setSaved(false);
    startTransition(async () => {
      // An emptied date clears the follow-up day.
      const result = await settle(post(action, { [name]: name === "followUpOn" && value === "" ? null : value }));
      if (!result.ok) {
        setError(result.error.fields[name] ?? result.error.message);
        return;
      }
      if (control.kind === "textarea") form.reset();
      setSaved(true);
      // A ?error= from an earlier no-JavaScript post no longer applies.
      if (window.location.search.includes("error=")) router.replace(window.location.pathname, { scroll: false });
      else router.refresh();
    });
  }

  return (
    <form method="post" action={action} onSubmit={onSubmit} noValidate className="grid gap-3">
      <FormField label={label} error={error} description={description}>
        {(props) =>
          control.kind === "select" ? (
            <NativeSelect {...props} name={name} defaultValue={control.defaultValue}>
              {control.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          ) : control.kind === "date" ? (
            <Input {...props} name={name} type="date" defaultValue={control.defaultValue} />
          ) : (
            <Textarea {...props} name={name} rows={4} maxLength={control.maxLength} />
          )
        }
      </FormField>
      <div className="flex items-center gap-3">
        <SubmitButton size="sm" loading={pending}>
          {submitLabel}
        </SubmitButton>
        <p role="status" className="text-sm text-muted-foreground">
          {saved && !pending ? savedMessage : ""}
        </p>
      </div>
    </form>
  );
}
