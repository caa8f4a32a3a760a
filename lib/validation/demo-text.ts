import { z } from "zod";
import type { DemoTextInput } from "../types/backend.ts";
import { messageSchema } from "./fields.ts";
import { phoneSchema } from "./phone.ts";

/** The demo-send wire payload: the verified phone and the text, as the Edge Function receives it. */
export const demoTextSchema = z.object({
  to: phoneSchema,
  body: messageSchema,
}) satisfies z.ZodType<DemoTextInput>;
