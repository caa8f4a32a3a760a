import type { Resolver } from "react-hook-form";
import type { ContactFormValues, ContactInput } from "@/lib/validation/contact";

type ContactResolver = Resolver<ContactFormValues, unknown, ContactInput>;

let loading: Promise<ContactResolver> | undefined;

/**
 * The shared contact schema's resolver, fetched on the first validation
 * instead of with the page: zod is most of the form's JavaScript, and nothing
 * is validated before the first submit (react-hook-form's default mode).
 * Same schema, same messages; only when it loads changes.
 */
export const lazyContactResolver: ContactResolver = async (values, context, options) => {
  loading ??= Promise.all([import("@hookform/resolvers/zod"), import("@/lib/validation/contact")]).then(
    ([{ zodResolver }, { contactSchema }]) => zodResolver(contactSchema) as ContactResolver,
  );
  return (await loading)(values, context, options);
};
