"use client";

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { SubmitButton } from "@/components/ui/submit-button";
import { dismissErrorToastsDeferred, notifyDeferred } from "@/lib/toast/notify-deferred";
import { getHub, type HubId } from "@/lib/hubs/registry";
import { runContactChecks, SEND_FAILED_MESSAGE } from "@/lib/contact/checks";
import { postContact } from "@/lib/contact/client";
import { ApiError } from "@/lib/browser/api-client";
import type { ContactFormValues } from "@/lib/validation/contact";
import { readContactForm, useContactForm } from "./use-contact-form";
import { useFormToken } from "./use-form-token";

/**
 * The success modal (and its dialog library) loads once a message is on its
 * way, not with the page. Held in state rather than behind Suspense, whose
 * reveal waits on a timer.
 */
const loadSuccessDialog = () => import("./success-dialog").then((m) => m.SuccessDialog);
type SuccessDialogComponent = Awaited<ReturnType<typeof loadSuccessDialog>>;

/** Redirect 3 seconds after success. */
export const REDIRECT_AFTER_MS = 3000;

/**
 * The contact form: the shared zod schema through useContactForm, whose
 * uncontrolled inputs keep every value on failure and which shows the
 * server's 422 `fields` under the same inputs. It needs no server action
 * (the route handler is the one door: Origin, token, rate limit, JSON errors).
 */
export interface ContactFormProps {
  hubId: HubId;
  /** The consent version the disclosures were written in, sent with the submission. */
  consentVersion: string;
  /** The two opt-in checkboxes with their disclosures, rendered on the server (their text is no script). */
  consent: ReactNode;
}

export function ContactForm({ hubId, consentVersion, consent }: ContactFormProps) {
  const hub = getHub(hubId);
  const router = useRouter();
  const { token, failed: tokenFailed, reload: reloadToken } = useFormToken();
  const loadedAt = useRef(0);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [SuccessDialog, setSuccessDialog] = useState<SuccessDialogComponent | null>(null);
  const form = useContactForm();
  const { errors } = form;

  useEffect(() => {
    loadedAt.current = Date.now();
  }, []);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      window.scrollTo({ top: 0 });
      router.push("/");
    }, REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [sent, router]);

  function fail(description: string = SEND_FAILED_MESSAGE.description) {
    notifyDeferred(SEND_FAILED_MESSAGE.title, { variant: "destructive", description });
  }

  async function send(formElement: HTMLFormElement, values: ContactFormValues) {
    if (!token) {
      fail();
      reloadToken();
      return;
    }
    setBusy(true);
    void loadSuccessDialog().then((component) => setSuccessDialog(() => component));
    try {
      await postContact({
        ...values,
        formToken: token.token,
        consentVersion,
        // Loaded on send, not with the page: where the visit came from (sessionStorage).
        attribution: await import("@/lib/attribution/capture").then((m) => m.contactAttribution()),
      });
      // The success modal must not sit under the toast of an earlier try.
      dismissErrorToastsDeferred();
      setSent(true);
    } catch (error) {
      form.showServerErrors(formElement, error instanceof ApiError ? error.fields : {});
      // A token is good for one submission: the retry needs a fresh one, whatever went wrong.
      reloadToken();
      // A 503 says that nothing was sent and to try again (the site was down): its own words.
      fail(error instanceof ApiError && error.status === 503 ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (sending.current || sent) return;
    const now = Date.now();
    // The server counts 3 s from the token's issue, so the wait starts when it arrives.
    const tokenStart = token ? token.receivedAt : tokenFailed ? loadedAt.current : now;
    const failure = runContactChecks(readContactForm(formElement), Math.max(loadedAt.current, tokenStart), now);
    if (failure) {
      notifyDeferred(failure.title, { variant: "destructive", description: failure.description });
      // The toast says what is wrong, the marked fields where (the first focused). Marking loads
      // the schema: should that fail, the toast has still said it.
      if (failure.id === "required" || failure.id === "email") form.validate(formElement).catch(() => undefined);
      return;
    }
    // Held from the check to the answer, so a second submit while the schema loads sends nothing either.
    sending.current = true;
    try {
      const values = await form.validate(formElement);
      if (values) await send(formElement, values);
    } finally {
      sending.current = false;
    }
  }

  return (
    <form
      noValidate
      // Without JavaScript the browser posts the form itself; the route answers with a confirm page.
      method="post"
      action="/api/contact"
      onSubmit={onSubmit}
      onChange={form.onChange}
      aria-label="Contact form"
      className="relative grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" required error={errors.firstName} id="contact-first-name">
          <Input autoComplete="given-name" name="firstName" />
        </FormField>
        <FormField label="Last name" required error={errors.lastName} id="contact-last-name">
          <Input autoComplete="family-name" name="lastName" />
        </FormField>
      </div>
      <FormField label="Email" required error={errors.email} id="contact-email">
        <Input type="email" autoComplete="email" name="email" />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Phone" error={errors.phone} id="contact-phone">
          <Input type="tel" autoComplete="tel" name="phone" />
        </FormField>
        <FormField label="Company" error={errors.company} id="contact-company">
          <Input autoComplete="organization" name="company" />
        </FormField>
      </div>
      <FormField
        label="Message"
        error={errors.message}
        id="contact-message"
        description={hub.health ? "Please do not include patient health information in this form." : undefined}
      >
        <Textarea rows={4} name="message" />
      </FormField>

      {/* Honeypot: off-screen and hidden from assistive tech; people never fill it. */}
      <div aria-hidden="true" className="absolute top-0 -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" name="website" />
      </div>

      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">Stay in touch (optional)</legend>
        {consent}
      </fieldset>

      <input type="hidden" name="consentVersion" value={consentVersion} />
      <SubmitButton loading={busy || sent} size="lg" className="w-full sm:w-auto sm:justify-self-start">
        Send Message
      </SubmitButton>
      {sent && SuccessDialog ? <SuccessDialog open /> : null}
    </form>
  );
}
