import {
  normalizePhone,
  emailSchema,
  nameSchema,
  companySchema,
  messageSchema,
  otpSchema,
} from "@/lib/validation/fields";

describe("normalizePhone", () => {
  it.each([
    ["5551234567", "+15551234567"],
    ["(555) 123-4567", "+15551234567"],
    ["555.123.4567", "+15551234567"],
    ["15551234567", "+15551234567"],
    ["+15551234567", "+15551234567"],
    ["+447911123456", "+447911123456"],
    ["447911123456", "+447911123456"],
    ["+123456789012345", "+123456789012345"],
  ])("%s → %s", (input, output) => {
    expect(normalizePhone(input)).toEqual({ ok: true, value: output });
  });

  it.each([
    ["555123456", "Phone number must be at least 10 digits"],
    ["", "Phone number must be at least 10 digits"],
    ["+1234567890123456", "Phone number must be no more than 15 digits"],
    ["0551234567", "Invalid phone number format"],
    ["+0551234567", "Invalid phone number format"],
    ["555-CALL-NOW", "Invalid phone number format"],
    ["++15551234567", "Invalid phone number format"],
    ["5551234567x89", "Invalid phone number format"],
  ])("%j is refused with %j", (input, message) => {
    expect(normalizePhone(input)).toEqual({ ok: false, message });
  });
});

describe("shared field schemas", () => {
  const msg = (
    schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
    v: unknown,
  ) => schema.safeParse(v).error?.issues[0]?.message;

  it("email", () => {
    expect(msg(emailSchema, "")).toBe("Email is required");
    expect(msg(emailSchema, "nope")).toBe("Invalid email format");
    expect(msg(emailSchema, `${"a".repeat(250)}@x.com`)).toBe("Email is too long");
    expect(emailSchema.parse(" a@b.co ")).toBe("a@b.co");
  });
  it("name", () => {
    expect(msg(nameSchema, " ")).toBe("Name is required");
    expect(msg(nameSchema, "a".repeat(101))).toBe("Name is too long");
    expect(msg(nameSchema, "R2-D2")).toBe("Name contains invalid characters");
    expect(nameSchema.parse("Mary-Jane O'Neil Jr.")).toBe("Mary-Jane O'Neil Jr.");
  });
  it("company", () => {
    expect(msg(companySchema, "")).toBe("Company name is required");
    expect(msg(companySchema, "a".repeat(201))).toBe("Company name is too long");
    expect(msg(companySchema, "Smoke <script>")).toBe("Company name contains invalid characters");
    expect(companySchema.parse("Barrel & Leaf, Co. 2")).toBe("Barrel & Leaf, Co. 2");
  });
  it("message", () => {
    expect(msg(messageSchema, "")).toBe("Message is required");
    expect(msg(messageSchema, "a".repeat(1001))).toBe("Message is too long");
  });
  it("otp", () => {
    expect(msg(otpSchema, "12345")).toBe("OTP code must be exactly 6 digits");
    expect(msg(otpSchema, "12345a")).toBe("OTP code must contain only digits");
    expect(otpSchema.parse("123456")).toBe("123456");
  });
});
