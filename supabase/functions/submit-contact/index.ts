// Edge Function submit-contact: lead, consent records, sales notification, webhook.
import { serveFunction } from "../_shared/host.ts";
import { contactSubmissionSchema } from "../../../lib/validation/contact-submission.ts";
import { submitContact } from "../../../lib/backend/core/contact.ts";

serveFunction(contactSubmissionSchema, (input, deps, ctx) => submitContact(deps, input, ctx));
