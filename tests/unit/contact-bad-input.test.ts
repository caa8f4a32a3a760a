/** Table-driven bad input for POST /api/contact: never a 5xx, always the JSON error shape. */
import { ERROR_CODES } from "@/lib/errors/app-error";
import { agedToken, contactRequest, VALID, type PostOptions, openContactRoute } from "./contact-route-helpers";

const POST = openContactRoute("contact-bad-input");

const huge = "x".repeat(15_000);
const withToken = (body: Record<string, unknown>) => ({ ...body, formToken: agedToken() });

const CASES: [string, () => unknown, PostOptions, number][] = [
  ["empty object", () => ({}), {}, 422],
  ["missing first name", () => withToken({ ...VALID, firstName: undefined }), {}, 422],
  ["missing email", () => withToken({ ...VALID, email: undefined }), {}, 422],
  ["number as name", () => withToken({ ...VALID, firstName: 42 }), {}, 422],
  ["object as email", () => withToken({ ...VALID, email: { $ne: "" } }), {}, 422],
  ["string as boolean", () => withToken({ ...VALID, smsSignup: "true" }), {}, 422],
  ["array as token", () => ({ ...VALID, formToken: ["a"] }), {}, 422],
  ["number as honeypot", () => withToken({ ...VALID, website: 1 }), {}, 422],
  ["huge message", () => withToken({ ...VALID, message: huge }), {}, 422],
  ["huge name", () => withToken({ ...VALID, lastName: huge }), {}, 422],
  ["huge token", () => ({ ...VALID, formToken: huge }), {}, 422],
  ["script in company", () => withToken({ ...VALID, company: "<script>alert(1)</script>" }), {}, 422],
  ["JSON array", () => [VALID], {}, 422],
  ["JSON null", () => "null", {}, 422],
  ["JSON string", () => '"hello"', {}, 422],
  ["malformed JSON", () => '{"firstName": "Ada",', {}, 400],
  ["empty body", () => "", {}, 400],
  // A urlencoded post is the no-JavaScript form, answered in HTML (contact-form-post.test.ts).
  ["neither JSON nor a form", () => "<firstName>Ada</firstName>", { contentType: "application/xml" }, 415],
  ["text/plain", () => JSON.stringify(VALID), { contentType: "text/plain" }, 415],
  ["body over 16 KB", () => withToken({ ...VALID, message: "x".repeat(17_000) }), {}, 413],
  ["cross-origin", () => withToken(VALID), { origin: "https://evil.example" }, 403],
  ["origin 'null'", () => withToken(VALID), { origin: "null" }, 403],
  ["no token", () => VALID, {}, 400],
];

describe("POST /api/contact with bad input", () => {
  it.each(CASES)("%s", async (_, body, options, status) => {
    const response = await POST(contactRequest(body(), options));
    expect(response.status).toBe(status);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get("content-type")).toContain("application/json");
    const json = await response.json();
    expect(Object.keys(json)).toEqual(["error"]);
    expect(ERROR_CODES).toContain(json.error.code);
    expect(typeof json.error.message).toBe("string");
    if (json.error.fields !== undefined) {
      for (const message of Object.values(json.error.fields)) expect(typeof message).toBe("string");
    }
  });
});
