import { useCallback, useRef, useState, type FormEvent } from "react";
import type { ContactFormValues } from "@/lib/validation/contact";
import { useFocusFirstInvalid } from "@/components/ui/use-focus-first-invalid";
import { EMPTY_CONTACT_FORM } from "@/lib/contact/empty-form";

export type ContactField = keyof typeof EMPTY_CONTACT_FORM;
export type ContactErrors = Partial<Record<ContactField, string>>;

const FIELDS = Object.keys(EMPTY_CONTACT_FORM) as ContactField[];
const isField = (name: string): name is ContactField => (FIELDS as string[]).includes(name);

let schema: Promise<typeof import("@/lib/validation/contact").contactSchema> | undefined;

/**
 * The shared contact schema's first message for each field. zod loads on the
 * first validation, not with the page: nothing is validated before a submit.
 */
export async function validateContact(values: ContactFormValues): Promise<ContactErrors> {
  schema ??= import("@/lib/validation/contact").then((m) => m.contactSchema);
  const result = (await schema).safeParse(values);
  const errors: ContactErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? "");
    if (isField(name) && !errors[name]) errors[name] = issue.message;
  }
  return errors;
}

/** The form's values as typed, read from its controls (a checkbox counts when checked). */
export function readContactForm(form: HTMLFormElement): ContactFormValues {
  const data = new FormData(form);
  const text = (name: ContactField) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    firstName: text("firstName"),
    lastName: text("lastName"),
    email: text("email"),
    phone: text("phone"),
    company: text("company"),
    message: text("message"),
    emailSignup: data.has("emailSignup"),
    smsSignup: data.has("smsSignup"),
    website: text("website"),
  };
}

export interface ContactFormState {
  errors: ContactErrors;
  /** Checks every field, shows the errors and focuses (and scrolls to) the first field in error; the values when all pass. */
  validate: (form: HTMLFormElement) => Promise<ContactFormValues | null>;
  /** The form's `onChange`: after the first submit, a field is checked again as it changes. */
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  /** Errors the server gave for fields; the first field in error gets focus. */
  showServerErrors: (form: HTMLFormElement, fields: Record<string, string>) => void;
}

/**
 * Form state for the contact form: uncontrolled controls (the browser keeps
 * every value, also through a failed submission) and the errors of the
 * shared zod schema, checked on submit and then again on each change.
 */
export function useContactForm(): ContactFormState {
  const [errors, setErrors] = useState<ContactErrors>({});
  const submitted = useRef(false);
  // Checks finish out of order; only the latest one per field is shown.
  const latest = useRef(new Map<string, number>());
  const focusInvalid = useFocusFirstInvalid();

  const validate = useCallback(
    async (form: HTMLFormElement) => {
      submitted.current = true;
      const current = readContactForm(form);
      const found = await validateContact(current);
      setErrors(found);
      if (FIELDS.some((name) => found[name])) {
        focusInvalid(form);
        return null;
      }
      return current;
    },
    [focusInvalid],
  );

  const onChange = useCallback((event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (!submitted.current || !isField(name)) return;
    const run = (latest.current.get(name) ?? 0) + 1;
    latest.current.set(name, run);
    void validateContact(readContactForm(event.currentTarget)).then((found) => {
      if (latest.current.get(name) !== run) return;
      setErrors((shown) => {
        if (shown[name] === found[name]) return shown;
        const next = { ...shown };
        if (found[name]) next[name] = found[name];
        else delete next[name];
        return next;
      });
    });
  }, []);

  const showServerErrors = useCallback(
    (form: HTMLFormElement, fields: Record<string, string>) => {
      const named = Object.entries(fields).filter(
        (entry): entry is [ContactField, string] => isField(entry[0]) && entry[0] !== "website",
      );
      if (named.length === 0) return;
      submitted.current = true;
      setErrors((shown) => ({ ...shown, ...Object.fromEntries(named) }));
      focusInvalid(form);
    },
    [focusInvalid],
  );

  return { errors, validate, onChange, showServerErrors };
}
