"use client";

import { useEffect, useId, useState, useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useHydrated } from "@/hooks/use-hydrated";
import { postJson, settle } from "@/lib/browser/api-client";
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
  name: "status" | "followUpOn" | "body" | "channel" | "assignedTo" | "state";
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
 * What the control holds when this script takes over: a choice made in the
 * server's HTML before hydration is kept, never reset to the default.
 */
function valueBeforeHydration(id: string, action: string, fallback: string): string {
  // Only the first page's HTML predates this script: later pages are rendered here.
  if (typeof document === "undefined" || pageHydrated) return fallback;
  const element = document.getElementById(id);
  if (!(element instanceof HTMLSelectElement || element instanceof HTMLInputElement)) return fallback;
  return element.form?.getAttribute("action") === action ? element.value : fallback;
}

let pageHydrated = false;

/** The lead's value after the change, as the server answered it (a status, a day, an owner). */
function answeredValue(data: unknown, name: string): string | null | undefined {
  if (typeof data !== "object" || data === null || !("lead" in data)) return undefined;
  const lead = (data as { lead: unknown }).lead;
  if (typeof lead !== "object" || lead === null || !(name in lead)) return undefined;
  const value = (lead as Record<string, unknown>)[name];
  return value === null || value === undefined ? null : String(value);
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
  const hydrated = useHydrated();
  const controlId = useId();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState(initialError);
  const [said, setSaid] = useState<string | null>(null);
  const initial = control.kind === "textarea" ? "" : control.defaultValue;
  const [value, setValue] = useState(() => valueBeforeHydration(controlId, action, initial));
  useEffect(() => {
    pageHydrated = true;
  }, []);
  // A value saved elsewhere (a refresh after a change) becomes the control's value.
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setValue(initial);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const value = String(new FormData(form).get(name) ?? "");
    setValue(value);
    setError(undefined);
    setSaid(null);
    startTransition(async () => {
      // An emptied date clears the follow-up day; an empty owner is nobody.
      const empty = (name === "followUpOn" || name === "assignedTo") && value === "";
      const result = await settle(postJson<unknown>(action, { [name]: empty ? null : value }));
      if (!result.ok) {
        setError(result.error.fields[name] ?? result.error.message);
        return;
      }
      // Success is said only for what the server answers it now holds.
      const now = answeredValue(result.data, name);
      if (now !== undefined && (now ?? "") !== value) {
        setError("The change was not saved. Please try again.");
        return;
      }
      if (control.kind === "textarea") form.reset();
      setSaid(now !== undefined && (now ?? "") === initial ? "No change: it was already set to that." : savedMessage);
      // A ?error= from an earlier no-JavaScript post no longer applies.
      if (window.location.search.includes("error=")) router.replace(window.location.pathname, { scroll: false });
      else router.refresh();
    });
  }

  return (
    <form
      method="post"
      action={action}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3"
      data-hydrated={hydrated ? "" : undefined}
    >
      <FormField label={label} error={error} description={description} id={controlId}>
        {(props) =>
          control.kind === "select" ? (
            <NativeSelect {...props} name={name} value={value} onChange={(e) => setValue(e.target.value)}>
              {control.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          ) : control.kind === "date" ? (
            <Input {...props} name={name} type="date" value={value} onChange={(e) => setValue(e.target.value)} />
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
          {said && !pending ? said : ""}
        </p>
      </div>
    </form>
  );
}
