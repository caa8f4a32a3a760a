/**
 * Property test over POST /api/contact: every shape the schema accepts is
 * stored exactly as the schema gave it back; every shape it refuses is a 4xx
 * in the JSON error shape (an SMS opt-in outside the SMS countries too);
 * nothing is ever a 5xx.
 */
import fc from "fast-check";
import { contactSchema, fullName } from "@/lib/validation/contact";
import { agedToken, contactRequest, openContactRoute } from "./contact-route-helpers";
import { getBackend } from "@/lib/backend";

const POST = openContactRoute("contact-property", "CRITICAL");

/** Characters people type, and the ones they never do. */
const letter = fc.constantFrom("a", "Z", "é", "ß", "Ж", "李", "ñ", " ", "-", "'", ".", "\t", "\n");
const hostile = fc.constantFrom(
  "\u0000",
  "\u0007",
  "\u001b",
  "\u007f",
  "\u0085",
  "\ud800",
  "\udfff",
  "\u200b",
  "\u2028",
  "\ufeff",
  "😀",
  "<",
  "&",
);
const text = (max: number) =>
  fc
    .array(fc.oneof({ weight: 8, arbitrary: letter }, { weight: 1, arbitrary: hostile }), { maxLength: max })
    .map((chars) => chars.join(""));
const plain = (max: number) => fc.array(letter, { minLength: 1, maxLength: max }).map((chars) => `X${chars.join("")}`);
const longName = fc.integer({ min: 40, max: 105 }).map((n) => "N".repeat(n));
const phone = fc.constantFrom(
  undefined,
  "",
  "201 555 0199",
  "+44 20 7946 0958",
  "(201) 555-0199",
  "12",
  "+0123456789",
  "555\u0000010 2030",
);
const email = fc.constantFrom(
  "ada@example.com",
  "A.Da+x@Example.COM",
  "grace@example.org",
  "no-at-sign",
  "ünï@exämple.com",
  "a@b.c\u0000",
);

const shape = fc.record({
  firstName: fc.oneof({ weight: 6, arbitrary: plain(45) }, text(60), longName),
  lastName: fc.oneof({ weight: 6, arbitrary: plain(45) }, text(60), longName),
  email,
  phone,
  company: fc.oneof(fc.constant(undefined), plain(190), text(220)),
  message: fc.oneof(fc.constant(undefined), plain(990), text(1100), fc.string({ unit: "binary", maxLength: 300 })),
  emailSignup: fc.boolean(),
  smsSignup: fc.boolean(),
  consentVersion: fc.constant("2026-11-01"),
});

let seq = 0;
let accepted = 0;

describe("POST /api/contact, property-based", () => {
  it("stores every accepted shape and answers every refused one with a 4xx", async () => {
    await fc.assert(
      fc.asyncProperty(shape, async (values) => {
        seq += 1;
        // A fresh address per run keeps the per-IP limit out of the way, a fresh email and number the lead's own
        // (a number seen before would join that person's lead).
        const own = String(seq).padStart(4, "0");
        const body = {
          ...values,
          email: values.email.replace("@", `+p${seq}@`),
          phone: values.phone?.replace(/0199|0958/, own),
          website: "",
          formToken: agedToken(),
        };
        const response = await POST(contactRequest(body, { ip: `198.18.${(seq >> 8) & 255}.${seq & 255}` }));
        const json = await response.json();
        const parsed = contactSchema.safeParse(body);
        if (parsed.success && parsed.data.smsSignup && parsed.data.phone?.startsWith("+44")) {
          // Valid, but we text only the SMS countries (US and Canada by default): a field error, email still offered.
          expect(response.status).toBe(422);
          expect(json.error.fields.phone).toMatch(/United States and Canada.*email/);
        } else if (parsed.success) {
          accepted += 1;
          expect({ status: response.status, json }).toEqual({ status: 201, json: { id: expect.any(String) } });
          const stored = await getBackend().admin.lead(json.id);
          expect(stored?.lead).toMatchObject({
            name: fullName(parsed.data),
            phone: parsed.data.phone,
            company: parsed.data.company,
            message: parsed.data.message,
          });
        } else {
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect(Object.keys(json)).toEqual(["error"]);
        }
      }),
      { numRuns: 300 },
    );
    // The generators reach both sides of the schema: about 45 of 300 are accepted (standard deviation 6), so
    // the bounds sit far outside what chance produces.
    expect(accepted).toBeGreaterThan(10);
    expect(accepted).toBeLessThan(270);
  }, 120_000);

  it("refuses a joined name over 100 characters and a NUL in the message with field errors", async () => {
    const base = {
      firstName: "A".repeat(50),
      lastName: "B".repeat(50),
      email: "long@example.com",
      website: "",
      consentVersion: "2026-11-01",
    };
    const long = await POST(contactRequest({ ...base, formToken: agedToken() }, { ip: "198.19.0.1" }));
    expect(long.status).toBe(422);
    expect((await long.json()).error.fields).toEqual({
      lastName: "First and last name together must be at most 100 characters",
    });
    const nul = await POST(
      contactRequest(
        { ...base, lastName: "B", message: "hi\u0000there", formToken: agedToken() },
        { ip: "198.19.0.2" },
      ),
    );
    expect(nul.status).toBe(422);
    expect((await nul.json()).error.fields).toEqual({ message: "Message contains invalid characters" });
  });
});
