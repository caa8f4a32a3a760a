import { z } from "zod";
import { contactSchema } from "./contact";
import { optionalAttribution } from "./attribution";

/**
 * POST /api/contact: the form's fields (the form's own schema) and where the
 * visit came from. Kept apart from the form's schema so the attribution rules
 * stay out of the contact page's first-load JavaScript.
 */
export const contactRequestSchema = z.intersection(contactSchema, z.object({ attribution: optionalAttribution }));

export type ContactRequestInput = z.output<typeof contactRequestSchema>;
