import { MIN_FILL_MS } from "@/lib/validation/fill-time";

/**
 * The four checks the form runs
 * before anything else, with their toasts word for word. The first failing
 * check wins and nothing is sent. The form can be sent at least 3 seconds after load.
 */
export { MIN_FILL_MS };

export type ContactCheckId = "honeypot" | "too-fast" | "required" | "email";

export interface ContactCheckFailure {
  id: ContactCheckId;
  title: string;
  description: string;
}

export const CHECK_MESSAGES: Record<ContactCheckId, Omit<ContactCheckFailure, "id">> = {
  honeypot: { title: "Submission blocked", description: "Please try again with a valid submission." },
  "too-fast": {
    title: "Please take your time",
    description: "Please fill out the form completely before submitting.",
  },
  required: {
    title: "Required fields missing",
    description: "Please fill in your first name, last name, and email address.",
  },
  email: { title: "Invalid email address", description: "Please enter a valid email address." },
};

/** The toast when a send fails (network, server or a spent token): nothing typed is lost. */
export const SEND_FAILED_MESSAGE = {
  title: "Something went sideways",
  description: "Please try again or reach out directly.",
} as const;

/** Text, at sign, text, dot, text. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CheckedValues {
  website?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/**
 * `startedAt` is when the form became usable (page load, or when the form
 * token arrived if later: the server counts its 3 seconds from the token).
 */
export function runContactChecks(values: CheckedValues, startedAt: number, now: number): ContactCheckFailure | null {
  if ((values.website ?? "") !== "") return checkFailure("honeypot");
  if (now - startedAt < MIN_FILL_MS) return checkFailure("too-fast");
  return runFieldChecks(values);
}

/** The last two checks, the ones about fields (required, then email): also the no-script page's headline. */
export function runFieldChecks(values: CheckedValues): ContactCheckFailure | null {
  const trimmed = (v?: string | null) => (v ?? "").trim();
  if (!trimmed(values.firstName) || !trimmed(values.lastName) || !trimmed(values.email))
    return checkFailure("required");
  if (!SIMPLE_EMAIL.test(trimmed(values.email))) return checkFailure("email");
  return null;
}

function checkFailure(id: ContactCheckId): ContactCheckFailure {
  return { id, ...CHECK_MESSAGES[id] };
}
