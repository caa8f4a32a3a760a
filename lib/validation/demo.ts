import { z } from "zod";
import { ERROR_CODES, SEVERITIES } from "@/lib/errors/app-error";
import {
  chatTextSchema,
  companySchema,
  dateSchema,
  emailSchema,
  messageSchema,
  nameSchema,
  otpSchema,
  userIdSchema,
} from "@/lib/validation/fields";
import { phoneSchema } from "@/lib/validation/phone";

/**
 * Demo entities, one schema each, shared by the demo screen and the
 * /api/demo route handlers. Field rules (and their messages) come
 * from lib/validation/fields.ts; only the shapes live here.
 */

export const CHAT_DEFAULTS = {
  model: "gpt-3.5-turbo",
  temperature: 0.7,
  maxTokens: 1000,
} as const;

/** Temperature 0 to 2, maxTokens 1 to 4000. */
export const CHAT_LIMITS = { temperatureMin: 0, temperatureMax: 2, maxTokensMin: 1, maxTokensMax: 4000 } as const;

const metadataSchema = z.record(z.string(), z.unknown());

export const chatSenderSchema = z.enum(["user", "bot", "system"]);
export type ChatSender = z.infer<typeof chatSenderSchema>;

export const chatMessageSchema = z.object({
  id: z.string().optional(),
  text: chatTextSchema,
  sender: chatSenderSchema,
  timestamp: dateSchema.default(() => new Date()),
  metadata: metadataSchema.optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const temperatureMessage = "Temperature must be between 0 and 2";
const maxTokensMessage = "Max tokens must be between 1 and 4000";

export const chatConfigSchema = z.object({
  model: z.string().trim().min(1).default(CHAT_DEFAULTS.model),
  temperature: z
    .number()
    .min(CHAT_LIMITS.temperatureMin, temperatureMessage)
    .max(CHAT_LIMITS.temperatureMax, temperatureMessage)
    .default(CHAT_DEFAULTS.temperature),
  maxTokens: z
    .number()
    .int(maxTokensMessage)
    .min(CHAT_LIMITS.maxTokensMin, maxTokensMessage)
    .max(CHAT_LIMITS.maxTokensMax, maxTokensMessage)
    .default(CHAT_DEFAULTS.maxTokens),
  systemPrompt: z.string().optional(),
});
export type ChatConfig = z.infer<typeof chatConfigSchema>;

export const chatRequestSchema = z.object({
  sessionId: z.string().trim().min(1, "Session ID is required"),
  messages: z.array(chatMessageSchema),
  config: chatConfigSchema.optional(),
  metadata: metadataSchema.optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** 'Invalid date format' for ISO date-times. */
const isoDateTime = z.iso.datetime({ offset: true, error: "Invalid date format" });

export const userSchema = z.object({
  id: userIdSchema,
  phone: phoneSchema,
  email: emailSchema.optional(),
  created_at: isoDateTime,
  last_sign_in: isoDateTime.optional(),
});
export type DemoUser = z.infer<typeof userSchema>;

export const phoneRequestSchema = z.object({
  phoneNumber: phoneSchema,
  source: z.string().trim().min(1).default("demo-request"),
});
export type PhoneRequest = z.infer<typeof phoneRequestSchema>;

export const otpVerifySchema = z.object({
  phoneNumber: phoneSchema,
  otpCode: otpSchema,
  sessionId: z.string().optional(),
});
export type OtpVerify = z.infer<typeof otpVerifySchema>;

export const sendMessageSchema = z.object({
  phoneNumber: phoneSchema,
  message: messageSchema,
  sessionId: z.string().optional(),
  source: z.string().trim().min(1).default("demo"),
});
export type SendMessage = z.infer<typeof sendMessageSchema>;

export const chatCallSchema = z.object({
  phoneNumber: phoneSchema,
  message: chatTextSchema.pipe(z.string().max(1000, "Message is too long")),
  sessionId: z.string().optional(),
  context: metadataSchema.optional(),
});
export type ChatCall = z.infer<typeof chatCallSchema>;

export const demoResponseSchema = z.object({
  success: z.boolean(),
  messageId: z.string().optional(),
  error: z.string().optional(),
  response: z.string().optional(),
});
export type DemoResponse = z.infer<typeof demoResponseSchema>;

export const appErrorSchema = z.object({
  message: z.string().min(1),
  code: z.enum(ERROR_CODES),
  severity: z.enum(SEVERITIES),
  context: z.looseObject({ timestamp: dateSchema }),
  isOperational: z.boolean(),
  retryable: z.boolean(),
});
export type AppErrorShape = z.infer<typeof appErrorSchema>;

/** The platform interest every demo lead carries. */
export const DEMO_PLATFORM_INTEREST = "Demo";

/** The demo's lead step: who the prospect is. */
export const demoLeadSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  company: companySchema,
});
export type DemoLead = z.infer<typeof demoLeadSchema>;
