// Edge Function submit-contact: lead, consent records, sales notification, webhook.
import { serveFunction } from "../_shared/host.ts";
import { contactSubmissionSchema } from "../_shared/lib/validation/contact-submission.ts";
import { submitContact } from "../_shared/lib/backend/core/contact.ts";

serveFunction(
  contactSubmissionSchema,
  (input, deps, ctx) => submitContact(deps, input, ctx),
  (_input, ctx) => [["contact", ctx.ip, "Too many messages. Please wait a few minutes and try again."]],
);
