import { contactSchema, fullName, SMS_NEEDS_PHONE } from "@/lib/validation/contact";
import { fieldErrors } from "@/lib/validation/fields";

const valid = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };

function errorsOf(input: unknown): Record<string, string> {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("contact schema", () => {
  it("accepts the minimum and fills defaults: optionals null, signups false", () => {
    expect(contactSchema.parse(valid)).toEqual({
      ...valid,
      phone: null,
      company: null,
      message: null,
      emailSignup: false,
      smsSignup: false,
    });
  });

  it("trims, normalizes the phone and keeps optional text", () => {
    const out = contactSchema.parse({
      firstName: "  Mary-Jane ",
      lastName: "O'Neil Jr.",
      email: " mj@example.co ",
      phone: "(201) 555-1234",
      company: "Smoke & Oak, LLC.",
      message: "  Hello  ",
      smsSignup: true,
      emailSignup: true,
    });
    expect(out).toMatchObject({
      firstName: "Mary-Jane",
      lastName: "O'Neil Jr.",
      email: "mj@example.co",
      phone: "+12015551234",
      company: "Smoke & Oak, LLC.",
      message: "Hello",
    });
    expect(fullName(out)).toBe("Mary-Jane O'Neil Jr.");
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["missing names", { email: "a@b.co" }, { firstName: "Name is required", lastName: "Name is required" }],
    [
      "blank names",
      { ...valid, firstName: "  ", lastName: "" },
      { firstName: "Name is required", lastName: "Name is required" },
    ],
    ["long name", { ...valid, firstName: "a".repeat(101) }, { firstName: "Name is too long" }],
    ["digits in name", { ...valid, lastName: "R2D2" }, { lastName: "Name contains invalid characters" }],
    ["missing email", { ...valid, email: "" }, { email: "Email is required" }],
    ["bad email", { ...valid, email: "ada@" }, { email: "Invalid email format" }],
    ["long email", { ...valid, email: `${"a".repeat(250)}@x.com` }, { email: "Email is too long" }],
    ["short phone", { ...valid, phone: "555123" }, { phone: "Phone number must be at least 10 digits" }],
    ["long phone", { ...valid, phone: "+1234567890123456" }, { phone: "Phone number must be no more than 15 digits" }],
    ["letters in phone", { ...valid, phone: "555-CALL-NOW" }, { phone: "Invalid phone number format" }],
    [
      "company symbols",
      { ...valid, company: "Acme <script>" },
      { company: "Company name contains invalid characters" },
    ],
    ["long company", { ...valid, company: "a".repeat(201) }, { company: "Company name is too long" }],
    ["long message", { ...valid, message: "a".repeat(1001) }, { message: "Message is too long" }],
    ["sms without phone", { ...valid, smsSignup: true }, { phone: SMS_NEEDS_PHONE }],
    [
      "wrong types",
      { firstName: 1, lastName: null, email: [], emailSignup: "yes" },
      {
        firstName: "Name is required",
        lastName: "Name is required",
        email: "Email is required",
        emailSignup: "Invalid input: expected boolean, received string",
      },
    ],
  ])("%s", (_, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it("lets an empty optional through and a 1000-character message", () => {
    expect(errorsOf({ ...valid, phone: "", company: "  ", message: "a".repeat(1000) })).toEqual({});
  });
});

describe("phone normalization through the contact schema", () => {
  it.each([
    ["2015551234", "+12015551234"],
    ["201 555 1234", "+12015551234"],
    ["(201) 555-1234", "+12015551234"],
    ["12015551234", "+12015551234"],
    ["1-201-555-1234", "+12015551234"],
    ["+12015551234", "+12015551234"],
    ["+44 7911 123456", "+447911123456"],
    ["447400123456", "+447400123456"],
    ["", null],
    ["   ", null],
  ])("%j → %j", (phone, expected) => {
    expect(contactSchema.parse({ ...valid, phone }).phone).toBe(expected);
  });

  it.each([
    ["123", "Phone number must be at least 10 digits"],
    ["0551234567", "Invalid phone number format"],
    ["+0 201 555 1234", "Invalid phone number format"],
    ["1234567890123456", "Phone number must be no more than 15 digits"],
    ["555.123.4567 ext 9", "Invalid phone number format"],
    ["+1+5551234567", "Invalid phone number format"],
  ])("%j is refused: %s", (phone, message) => {
    expect(errorsOf({ ...valid, phone })).toEqual({ phone: message });
  });
});
