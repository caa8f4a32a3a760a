/**
 * POST /api/contact as a plain form post, the way a browser without
 * JavaScript sends the contact form: the confirm page with a fresh token, the
 * second post stored (303 to the thank-you page), and every refusal an HTML
 * page that keeps what was typed. Embedded backend on in-memory PGlite.
 */
import { resetRateLimiterForTests } from "@/lib/http/rate-limit";
import { getBackend } from "@/lib/backend";
import { agedToken, contactRequest, openContactRoute } from "./contact-route-helpers";

const POST = openContactRoute("contact-form-post");

beforeEach(() => resetRateLimiterForTests());

const FORM = "application/x-www-form-urlencoded";

function formBody(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

async function post(fields: Record<string, string>, options: Parameters<typeof contactRequest>[1] = {}) {
  const response = await POST(contactRequest(formBody(fields), { contentType: FORM, ...options }));
  return {
    status: response.status,
    html: await response.text(),
    type: response.headers.get("content-type"),
    location: response.headers.get("location"),
  };
}

/** The value of a hidden or text input named `name` in the page. */
function inputValue(html: string, name: string): string | null {
  const match = new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html);
  return match ? match[1] : null;
}

const TYPED = {
  firstName: "Nora",
  lastName: "O'Script",
  email: "nojs@example.com",
  phone: "201 555 0199",
  company: "Plain & Simple",
  message: "Hello <b>without</b> JavaScript",
  website: "",
  consentVersion: "2026-11-01",
};

async function leadsFor(email: string) {
  return (await getBackend().admin.leads({ search: email, pageSize: 10 })).items;
}

describe("the contact form without JavaScript", () => {
  it("answers a post without a token with a confirm page carrying the typed fields and a fresh token", async () => {
    const res = await post({ ...TYPED, emailSignup: "on" });
    expect(res.status).toBe(200);
    expect(res.type).toBe("text/html; charset=utf-8");
    expect(res.html).toContain("<h1>Confirm your message</h1>");
    expect(res.html).toContain("did not run this page&#39;s script");
    // Escaped, never markup.
    expect(inputValue(res.html, "lastName")).toBe("O&#39;Script");
    expect(inputValue(res.html, "message")).toBe("Hello &lt;b&gt;without&lt;/b&gt; JavaScript");
    expect(res.html).not.toContain("<b>without</b>");
    expect(inputValue(res.html, "company")).toBe("Plain &amp; Simple");
    expect(inputValue(res.html, "emailSignup")).toBe("on");
    expect(inputValue(res.html, "smsSignup")).toBeNull();
    expect(inputValue(res.html, "formToken")).toMatch(/\S{20,}/);
    expect(res.html).toMatch(/<form method="post" action="\/api\/contact"/);
    expect(await leadsFor(TYPED.email)).toEqual([]);
  });

  it("holds a token younger than 3 seconds and keeps it for the next press", async () => {
    const young = agedToken(500);
    const res = await post({ ...TYPED, formToken: young });
    expect(res.status).toBe(400);
    expect(res.html).toContain("Please take a moment to check your details, then press Send again.");
    expect(inputValue(res.html, "formToken")).toBe(young);
    expect(await leadsFor(TYPED.email)).toEqual([]);
  });

  it("stores the lead on the second post, without attribution, and sends the browser to the thank-you page", async () => {
    const token = agedToken();
    const res = await post({ ...TYPED, email: "stored-nojs@example.com", formToken: token, smsSignup: "on" });
    expect(res.status).toBe(303);
    expect(res.location).toBe("/contact/sent");
    const [lead] = await leadsFor("stored-nojs@example.com");
    expect(lead).toMatchObject({
      name: "Nora O'Script",
      message: "Hello <b>without</b> JavaScript",
      company: "Plain & Simple",
      smsSignup: true,
    });
    expect(await getBackend().admin.attribution(lead.id)).toEqual({ first: null, last: null });

    // The same token again is spent: a fresh one, nothing stored twice.
    const again = await post({ ...TYPED, email: "stored-nojs@example.com", formToken: token });
    expect(again.status).toBe(401);
    expect(again.html).toContain("already used");
    expect(inputValue(again.html, "formToken")).not.toBe(token);
    expect(await leadsFor("stored-nojs@example.com")).toHaveLength(1);
  });

  it("shows a bad field beside the others it keeps, editable, with a fresh token", async () => {
    const res = await post({ ...TYPED, email: "not-an-email", smsSignup: "on", phone: "" });
    expect(res.status).toBe(422);
    expect(res.html).toContain("<h1>Please check your message</h1>");
    expect(res.html).toMatch(
      /<input id="contact-email" name="email" type="email"[^>]*value="not-an-email"[^>]*aria-invalid="true"/,
    );
    expect(res.html).toMatch(/id="contact-email-error">[^<]+</);
    expect(res.html).toContain("Enter a phone number to receive text messages");
    expect(inputValue(res.html, "firstName")).toBe("Nora");
    expect(res.html).toContain("Hello &lt;b&gt;without&lt;/b&gt; JavaScript</textarea>");
    expect(res.html).toMatch(/<input type="checkbox" id="contact-smsSignup" name="smsSignup" checked>/);
    expect(inputValue(res.html, "formToken")).toMatch(/\S{20,}/);
  });

  it("marks every missing required field, autofocuses the first and says what the script's toast says", async () => {
    const res = await post({ ...TYPED, firstName: "  ", lastName: "", email: "" });
    expect(res.status).toBe(422);
    expect(res.html).toContain(
      '<p class="alert" role="alert">Required fields missing. Please fill in your first name, last name, and email address.</p>',
    );
    for (const [name, message] of [
      ["firstName", "Name is required"],
      ["lastName", "Name is required"],
      ["email", "Email is required"],
    ]) {
      expect(res.html).toMatch(
        new RegExp(
          `<input id="contact-${name}" name="${name}"[^>]*aria-invalid="true" aria-describedby="contact-${name}-error"`,
        ),
      );
      expect(res.html).toContain(`<p class="error" id="contact-${name}-error">${message}</p>`);
    }
    // One autofocus, on the first field in error; the others are left alone.
    expect(res.html.match(/ autofocus/g)).toHaveLength(1);
    expect(res.html).toMatch(/<input id="contact-firstName"[^>]* autofocus>/);
    expect(res.html).not.toMatch(/<input id="contact-phone"[^>]*aria-invalid/);
  });

  it("names the email check when only the email is wrong", async () => {
    const res = await post({ ...TYPED, email: "ada@nowhere" });
    expect(res.status).toBe(422);
    expect(res.html).toContain("Invalid email address. Please enter a valid email address.");
    expect(res.html).toMatch(/<input id="contact-email"[^>]* autofocus>/);
  });

  it("refuses a filled honeypot and a cross-site post with a page, never storing", async () => {
    const trap = await post({
      ...TYPED,
      email: "trap@example.com",
      website: "http://spam.example",
      formToken: agedToken(),
    });
    expect(trap.status).toBe(400);
    expect(trap.html).toContain("Submission blocked");
    const cross = await post(
      { ...TYPED, email: "trap@example.com", formToken: agedToken() },
      { origin: "http://evil.example" },
    );
    expect(cross.status).toBe(403);
    expect(cross.type).toBe("text/html; charset=utf-8");
    expect(await leadsFor("trap@example.com")).toEqual([]);
  });

  it("keeps the typed fields and the unused token when the rate limit is spent", async () => {
    let last = { status: 0, html: "" };
    for (let i = 0; i < 30 && last.status !== 429; i++) {
      last = await post({ ...TYPED, email: `rate${i}@example.com`, formToken: agedToken() }, { ip: "198.51.100.9" });
    }
    expect(last.status).toBe(429);
    expect(last.html).toContain("Too many messages");
    expect(inputValue(last.html, "firstName")).toBe("Nora");
    expect(inputValue(last.html, "formToken")).toMatch(/\S{20,}/);
  });
});
