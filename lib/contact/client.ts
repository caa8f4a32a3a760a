import type { ContactFormValues } from "@/lib/validation/contact";
import type { ErrorBody } from "@/lib/errors";

/** An error from the contact call is thrown as 'Failed to submit contact form'. */
export const CONTACT_FAILED = "Failed to submit contact form";

export class ContactSubmitError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    readonly fields: Record<string, string> = {},
  ) {
    super(CONTACT_FAILED);
    this.name = "ContactSubmitError";
  }
}

export interface ContactRequest extends ContactFormValues {
  formToken: string;
  consentVersion: string;
}

/** POST /api/contact from the browser; returns the new lead's id. */
export async function postContact(body: ContactRequest, fetcher: typeof fetch = fetch): Promise<{ id: string }> {
  let response: Response;
  try {
    response = await fetcher("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ContactSubmitError(0, "API_NETWORK_ERROR");
  }
  const data = (await response.json().catch(() => null)) as Partial<ErrorBody> & { id?: string } | null;
  if (!response.ok || typeof data?.id !== "string") {
    throw new ContactSubmitError(response.status, data?.error?.code ?? null, data?.error?.fields ?? {});
  }
  return { id: data.id };
}

export interface FormTokenState {
  token: string;
  /** Client clock when the token arrived: the server counts its 3 s from issue, so the form does too. */
  receivedAt: number;
}

export async function fetchFormToken(fetcher: typeof fetch = fetch): Promise<FormTokenState> {
  const response = await fetcher("/api/form-token", { cache: "no-store" });
  const data = (await response.json().catch(() => null)) as { token?: unknown } | null;
  if (!response.ok || typeof data?.token !== "string") throw new Error("Could not get a form token");
  return { token: data.token, receivedAt: Date.now() };
}
