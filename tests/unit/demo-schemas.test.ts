import {
  appErrorSchema,
  chatCallSchema,
  chatConfigSchema,
  chatMessageSchema,
  chatRequestSchema,
  demoLeadSchema,
  demoResponseSchema,
  otpVerifySchema,
  phoneRequestSchema,
  sendMessageSchema,
  userSchema,
} from "@/lib/validation/demo";
import { AppError } from "@/lib/errors/app-error";

type Parser = {
  safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
};
const first = (schema: Parser, value: unknown) => schema.safeParse(value).error?.issues[0];
const message = (schema: Parser, value: unknown) => first(schema, value)?.message;

const UUID = "3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f";
const PHONE = "(201) 555-1234";

describe("chat message", () => {
  it("accepts a message and defaults the timestamp to now", () => {
    const before = Date.now();
    const parsed = chatMessageSchema.parse({ text: "Hi", sender: "user" });
    expect(parsed.timestamp).toBeInstanceOf(Date);
    expect(parsed.timestamp.getTime()).toBeGreaterThanOrEqual(before);
    expect(
      chatMessageSchema.parse({
        id: "m1",
        text: "x",
        sender: "bot",
        timestamp: "2025-01-02T03:04:05Z",
        metadata: { a: 1 },
      }),
    ).toMatchObject({
      id: "m1",
      metadata: { a: 1 },
      timestamp: new Date("2025-01-02T03:04:05Z"),
    });
    expect(chatMessageSchema.parse({ text: "x", sender: "system" }).sender).toBe("system");
  });
  it("refuses empty text, unknown senders and bad dates with the spec's messages", () => {
    expect(message(chatMessageSchema, { text: "", sender: "user" })).toBe("Message cannot be empty");
    expect(message(chatMessageSchema, { text: "   ", sender: "user" })).toBe("Message cannot be empty");
    expect(first(chatMessageSchema, { text: "x", sender: "business" })?.path).toEqual(["sender"]);
    expect(message(chatMessageSchema, { text: "x", sender: "user", timestamp: "not a date" })).toBe(
      "Invalid date format",
    );
  });
});

describe("chat config", () => {
  it("defaults model gpt-3.5-turbo, temperature 0.7, maxTokens 1000", () => {
    expect(chatConfigSchema.parse({})).toEqual({ model: "gpt-3.5-turbo", temperature: 0.7, maxTokens: 1000 });
    expect(chatConfigSchema.parse({ temperature: 0, maxTokens: 1, systemPrompt: "s" })).toMatchObject({
      temperature: 0,
      maxTokens: 1,
      systemPrompt: "s",
    });
    expect(chatConfigSchema.parse({ temperature: 2, maxTokens: 4000 })).toMatchObject({
      temperature: 2,
      maxTokens: 4000,
    });
  });
  it.each([
    [{ temperature: -0.1 }, "Temperature must be between 0 and 2"],
    [{ temperature: 2.01 }, "Temperature must be between 0 and 2"],
    [{ maxTokens: 0 }, "Max tokens must be between 1 and 4000"],
    [{ maxTokens: 4001 }, "Max tokens must be between 1 and 4000"],
    [{ maxTokens: 1.5 }, "Max tokens must be between 1 and 4000"],
  ])("%j → %s", (input, text) => {
    expect(message(chatConfigSchema, input)).toBe(text);
  });
});

describe("chat request", () => {
  it("takes a session, messages, optional config and metadata", () => {
    const parsed = chatRequestSchema.parse({ sessionId: "s1", messages: [{ text: "Hi", sender: "user" }], config: {} });
    expect(parsed.config?.model).toBe("gpt-3.5-turbo");
    expect(parsed.messages[0].timestamp).toBeInstanceOf(Date);
  });
  it("refuses a missing session and an empty message inside", () => {
    expect(message(chatRequestSchema, { sessionId: "", messages: [] })).toBe("Session ID is required");
    const issue = first(chatRequestSchema, { sessionId: "s", messages: [{ text: "", sender: "user" }] });
    expect(issue).toMatchObject({ message: "Message cannot be empty", path: ["messages", 0, "text"] });
  });
});

describe("user", () => {
  const user = { id: UUID, phone: PHONE, created_at: "2025-03-01T10:00:00Z" };
  it("accepts a user and normalizes the phone", () => {
    expect(userSchema.parse({ ...user, email: "a@b.co", last_sign_in: "2025-03-02T10:00:00.000+02:00" })).toMatchObject(
      { phone: "+12015551234" },
    );
  });
  it("refuses bad ids, dates, phones and emails with the spec's messages", () => {
    expect(message(userSchema, { ...user, id: "42" })).toBe("Invalid user ID format");
    expect(message(userSchema, { ...user, created_at: "yesterday" })).toBe("Invalid date format");
    expect(message(userSchema, { ...user, last_sign_in: "2025-13-45" })).toBe("Invalid date format");
    expect(message(userSchema, { ...user, phone: "123" })).toBe("Phone number must be at least 10 digits");
    expect(message(userSchema, { ...user, email: "nope" })).toBe("Invalid email format");
  });
});

describe("phone request, OTP verify, send message, chat call", () => {
  it("phone request defaults source to demo-request", () => {
    expect(phoneRequestSchema.parse({ phoneNumber: PHONE })).toEqual({
      phoneNumber: "+12015551234",
      source: "demo-request",
    });
    expect(message(phoneRequestSchema, { phoneNumber: "0123456789" })).toBe("Invalid phone number format");
    expect(message(phoneRequestSchema, { phoneNumber: "+1234567890123456" })).toBe(
      "Phone number must be no more than 15 digits",
    );
  });
  it("OTP verify: exactly 6 digits, digits only", () => {
    expect(otpVerifySchema.parse({ phoneNumber: PHONE, otpCode: "012345", sessionId: "s" })).toMatchObject({
      otpCode: "012345",
      sessionId: "s",
    });
    expect(message(otpVerifySchema, { phoneNumber: PHONE, otpCode: "12345" })).toBe(
      "OTP code must be exactly 6 digits",
    );
    expect(message(otpVerifySchema, { phoneNumber: PHONE, otpCode: "1234567" })).toBe(
      "OTP code must be exactly 6 digits",
    );
    expect(message(otpVerifySchema, { phoneNumber: PHONE, otpCode: "12a456" })).toBe(
      "OTP code must contain only digits",
    );
  });
  it("send message defaults source to demo", () => {
    expect(sendMessageSchema.parse({ phoneNumber: PHONE, message: "Hello" })).toMatchObject({
      source: "demo",
      message: "Hello",
    });
    expect(message(sendMessageSchema, { phoneNumber: PHONE, message: "" })).toBe("Message is required");
    expect(message(sendMessageSchema, { phoneNumber: PHONE, message: "a".repeat(1001) })).toBe("Message is too long");
  });
  it("chat call: optional session and context", () => {
    expect(chatCallSchema.parse({ phoneNumber: PHONE, message: "Price?", context: { history: [] } })).toMatchObject({
      context: { history: [] },
    });
    expect(message(chatCallSchema, { phoneNumber: PHONE, message: " " })).toBe("Message cannot be empty");
    expect(message(chatCallSchema, { phoneNumber: "abc", message: "x" })).toBe("Invalid phone number format");
  });
});

describe("responses and app error", () => {
  it("responses carry success with an optional message id, error or response", () => {
    expect(demoResponseSchema.parse({ success: true, messageId: "m1" })).toEqual({ success: true, messageId: "m1" });
    expect(demoResponseSchema.parse({ success: false, error: "nope" }).error).toBe("nope");
    expect(demoResponseSchema.parse({ success: true, response: "text" }).response).toBe("text");
    expect(first(demoResponseSchema, { messageId: "m1" })?.path).toEqual(["success"]);
  });
  it("an AppError serializes to a valid app error", () => {
    const error = new AppError("OPENAI_API_ERROR", "down", { severity: "HIGH", retryable: true });
    const parsed = appErrorSchema.parse({ ...error, message: error.message });
    expect(parsed).toMatchObject({ code: "OPENAI_API_ERROR", severity: "HIGH", retryable: true, isOperational: true });
    expect(parsed.context.timestamp).toBeInstanceOf(Date);
  });
  it("refuses unknown codes, severities and bad timestamps", () => {
    const base = {
      message: "m",
      code: "UNKNOWN_ERROR",
      severity: "LOW",
      context: { timestamp: "2025-01-01T00:00:00Z" },
      isOperational: true,
      retryable: false,
    };
    expect(appErrorSchema.safeParse(base).success).toBe(true);
    expect(first(appErrorSchema, { ...base, code: "NOPE" })?.path).toEqual(["code"]);
    expect(first(appErrorSchema, { ...base, severity: "SEVERE" })?.path).toEqual(["severity"]);
    expect(message(appErrorSchema, { ...base, context: { timestamp: "soon" } })).toBe("Invalid date format");
  });
});

describe("demo lead", () => {
  it("uses the shared name, email and company rules", () => {
    expect(demoLeadSchema.parse({ name: " Ann Lee ", email: "ann@shop.co", company: "Barrel & Leaf" })).toEqual({
      name: "Ann Lee",
      email: "ann@shop.co",
      company: "Barrel & Leaf",
    });
    expect(message(demoLeadSchema, { name: "", email: "ann@shop.co", company: "X" })).toBe("Name is required");
    expect(message(demoLeadSchema, { name: "Ann", email: "ann", company: "X" })).toBe("Invalid email format");
    expect(message(demoLeadSchema, { name: "Ann", email: "ann@shop.co", company: "" })).toBe(
      "Company name is required",
    );
  });
});
