import type { ContactFormValues } from "@/lib/validation/contact";
import { ApiError, postJson, requestJson } from "@/lib/browser/api-client";
import type { Attribution } from "@/lib/attribution/types";
import { UNAVAILABLE_MESSAGE } from "@/lib/errors/database-unavailable";

/** An error from the contact call is thrown as 'Failed to submit contact form'. */
export const CONTACT_FAILED = "Failed to submit contact form";

export interface ContactRequest extends ContactFormValues {
  formToken: string;
  consentVersion: string;
  /** Where the visit came from; null when nothing was kept. */
  attribution?: Attribution | null;
}

/** The 503's message when the answer brings none (the proxy found no server): nothing was stored. */
export const CONTACT_UNAVAILABLE = UNAVAILABLE_MESSAGE;

/**
 * POST /api/contact from the browser; returns the new lead's id, else throws ApiError with CONTACT_FAILED.
 * A 503 (the site's proxy answers it while no server is up) keeps its own message, which the form shows:
 * nothing was stored, so the visitor must know to send again.
 */
export async function postContact(body: ContactRequest, fetcher?: typeof fetch): Promise<{ id: string }> {
  let data: { id?: unknown } | null;
  try {
    data = await postJson<{ id?: unknown }>("/api/contact", body, fetcher);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = error.status === 503 ? (error.serverMessage ?? CONTACT_UNAVAILABLE) : CONTACT_FAILED;
    throw new ApiError(error.status, error.code, message, error.fields, error.retryAfter);
  }
  if (typeof data?.id !== "string") throw new ApiError(502, "UNKNOWN_ERROR", CONTACT_FAILED);
  return { id: data.id };
}

export interface FormTokenState {
  token: string;
  /** Client clock when the token arrived: the server counts its 3 s from issue, so the form does too. */
  receivedAt: number;
}

export async function fetchFormToken(fetcher?: typeof fetch): Promise<FormTokenState> {
  const data = await requestJson<{ token?: unknown }>("/api/form-token", { cache: "no-store", fetcher });
  if (typeof data?.token !== "string") throw new Error("Could not get a form token");
  return { token: data.token, receivedAt: Date.now() };
}
