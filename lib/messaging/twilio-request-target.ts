import "server-only";
import { guardRequests } from "@/lib/startup/request-guards";
import { TWILIO_REQUEST_TARGET_HEADER } from "./twilio-urls";

const WEBHOOKS = "/api/webhooks/twilio/";

/**
 * Twilio signs the URL it called, query bytes included, but Next hands route
 * handlers a URL whose query it has re-serialised (`~` → `%7E`, `%20` → `+`),
 * which no longer matches. Before Next sees a Twilio webhook, its request
 * target as received is put in a header we own; any copy a client sent is
 * dropped on every request, so the header is never theirs.
 */
export function keepTwilioRequestTarget(): void {
  guardRequests("twilio-request-target", (request, _response, next) => {
    delete request.headers[TWILIO_REQUEST_TARGET_HEADER];
    const target = request.url ?? "";
    if (target.startsWith(WEBHOOKS)) request.headers[TWILIO_REQUEST_TARGET_HEADER] = target;
    next();
  });
}
