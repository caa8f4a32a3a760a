// Relative with extension: the backend's cores (run by Deno too) enforce the same rules.
import { replyWordProblems } from "../compliance/reply-words.ts";

/**
 * What staff write to or about a lead (a note, a text, an email), checked the same way by the form's schema
 * and by the backend that stores or sends it.
 */

/** A note's length in characters, as the database counts them. */
export const NOTE_MAX_CHARS = 2000;
// Control characters other than the newline, and lone surrogates.
const NOTE_FORBIDDEN = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]|\p{Cs}/u;

/** Line ends as the newline alone, and no blank edges. */
export function normalizeNote(body: string): string {
  return body.replace(/\r\n?/g, "\n").trim();
}

/** What is wrong with a normalized note, or null: 1 to 2,000 characters, no control characters but the newline. */
export function noteProblem(text: string): string | null {
  if (!text) return "Note is required";
  if ([...text].length > NOTE_MAX_CHARS) return "Note is too long";
  if (NOTE_FORBIDDEN.test(text)) return "Note contains invalid characters";
  return null;
}

/** A staff text: up to three SMS segments. */
export const TEXT_MAX_CHARS = 480;
// Control characters other than the newline, and lone surrogates.
const TEXT_FORBIDDEN = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]|\p{Cs}/u;

/** Line ends as the newline alone, and no blank edges. */
export function normalizeText(body: string): string {
  return body.replace(/\r\n?/g, "\n").trim();
}

/** What is wrong with a normalized text, or null. */
export function textProblem(text: string): string | null {
  if (!text) return "Write a text";
  if ([...text].length > TEXT_MAX_CHARS) return `A text is at most ${TEXT_MAX_CHARS} characters`;
  if (TEXT_FORBIDDEN.test(text)) return "The text contains invalid characters";
  // "Reply CANCEL to cancel your visit" would end the person's texts when they answer.
  const asks = replyWordProblems(text)[0];
  if (asks) return `Not sent: ${asks.message}`;
  return null;
}

/** A staff email: its subject and its message, in characters. */
export const EMAIL_SUBJECT_MAX = 150;
export const EMAIL_BODY_MAX = 5000;
// Control characters other than the newline (and none at all in a subject), and lone surrogates.
const BODY_FORBIDDEN = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]|\p{Cs}/u;
const SUBJECT_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F]|\p{Cs}/u;

/** What is wrong with a normalized subject, or null. */
export function emailSubjectProblem(subject: string): string | null {
  if (!subject) return "Write a subject";
  if ([...subject].length > EMAIL_SUBJECT_MAX) return `A subject is at most ${EMAIL_SUBJECT_MAX} characters`;
  if (SUBJECT_FORBIDDEN.test(subject)) return "The subject contains invalid characters";
  return null;
}

/** What is wrong with a normalized body, or null. */
export function emailBodyProblem(body: string): string | null {
  if (!body) return "Write a message";
  if ([...body].length > EMAIL_BODY_MAX)
    return `A message is at most ${EMAIL_BODY_MAX.toLocaleString("en-US")} characters`;
  if (BODY_FORBIDDEN.test(body)) return "The message contains invalid characters";
  return null;
}
