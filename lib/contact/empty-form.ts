import type { ContactFormValues } from "@/lib/validation/contact";

/** The contact form's starting values, kept free of zod so the page can load without it. */
export const EMPTY_CONTACT_FORM = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  company: "",
  message: "",
  emailSignup: false,
  smsSignup: false,
  website: "",
} satisfies ContactFormValues;
