import { parsePhone } from "@/lib/validation/phone";
import { emailSchema, nameSchema, companySchema, messageSchema, otpSchema } from "@/lib/validation/fields";

describe("parsePhone", () => {
  it.each([
    ["2015550123", "+12015550123", "US"],
    ["(201) 555-0123", "+12015550123", "US"],
    ["201.555.0123", "+12015550123", "US"],
    ["12015550123", "+12015550123", "US"],
    ["+12015550123", "+12015550123", "US"],
    ["+1 604 555 0123", "+16045550123", "CA"],
    ["+447400123456", "+447400123456", "GB"],
    ["447400123456", "+447400123456", "GB"],
    // Look-alike digits from other scripts are the same number, never a new one.
    ["\uff12\uff10\uff11\uff15\uff15\uff15\uff10\uff11\uff12\uff13", "+12015550123", "US"],
    ["+\u0661\u0662\u0660\u0661\u0665\u0665\u0665\u0660\u0661\u0662\u0663", "+12015550123", "US"],
  ])("%s → %s", (input, value, country) => {
    expect(parsePhone(input)).toEqual({ ok: true, value, country });
  });

  it.each([
    ["555123456", "Phone number must be at least 10 digits"],
    ["", "Phone number must be at least 10 digits"],
    ["+1234567890123456", "Phone number must be no more than 15 digits"],
    // No such area code: the old digit-count rule accepted these.
    ["5551234567", "Invalid phone number format"],
    ["+15551234567", "Invalid phone number format"],
    ["+123456789012345", "Invalid phone number format"],
    ["0551234567", "Invalid phone number format"],
    ["+0551234567", "Invalid phone number format"],
    ["555-CALL-NOW", "Invalid phone number format"],
    ["2O15550123", "Invalid phone number format"],
    ["++12015550123", "Invalid phone number format"],
    ["2015550123x89", "Invalid phone number format"],
    ["+1 201 555 0123".padEnd(60, " 0"), "Invalid phone number format"],
  ])("%j is refused with %j", (input, message) => {
    expect(parsePhone(input)).toEqual({ ok: false, message });
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
