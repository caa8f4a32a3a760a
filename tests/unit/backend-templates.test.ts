import { HUB_IDS, HUBS } from "@/lib/hubs/registry";
import { linkOrigin } from "@/lib/messaging/link-origin";
import {
  codeEmail,
  codeSms,
  fitsOneSegment,
  gsm7Length,
  helpSms,
  leadAlertEmail,
  STOP_LINE,
} from "@/lib/backend/templates";

describe("per-hub message templates", () => {
  it.each(HUB_IDS)("%s: every SMS names the brand, carries the code and expiry, and fits one GSM-7 segment", (id) => {
    const hub = HUBS[id];
    for (const purpose of ["signup", "login", "demo"] as const) {
      const text = codeSms(hub, purpose, "123456");
      expect(text.startsWith(`${hub.name}:`)).toBe(true);
      expect(text).toContain("123456");
      expect(text).toContain("15 min");
      expect(fitsOneSegment(text)).toBe(true);
      // The demo text is marketing: it says how to stop.
      expect(text.endsWith(STOP_LINE)).toBe(purpose === "demo");
    }
    expect(fitsOneSegment(helpSms(hub))).toBe(true);
  });

  it("counts GSM-7 septets, extension characters as two, and refuses what needs UCS-2", () => {
    expect(gsm7Length("abc")).toBe(3);
    expect(gsm7Length("€[")).toBe(4);
    expect(gsm7Length("emoji 🙂")).toBeNull();
    expect(fitsOneSegment("x".repeat(160))).toBe(true);
    expect(fitsOneSegment("x".repeat(161))).toBe(false);
  });

  it.each(HUB_IDS)("%s: the verification email has subject, text and branded HTML with code and link", (id) => {
    const hub = HUBS[id];
    const link = `https://${hub.domain}/verify?id=x&method=email&token=abc`;
    const email = codeEmail(hub, "signup", "654321", link);
    expect(email.subject).toBe(`Your ${hub.name} verification code`);
    expect(email.text).toContain("654321");
    expect(email.text).toContain(link);
    expect(email.html).toContain(hub.name);
    expect(email.html).toContain(hub.colors.primary);
    expect(email.html).toContain("654321");
    expect(email.html).toContain(link.replace(/&/g, "&amp;"));
  });

  it("the lead alert escapes what the visitor typed", () => {
    const alert = leadAlertEmail(HUBS.marque, {
      name: "<script>x</script>",
      email: "a@b.c",
      phone: null,
      company: null,
      platformInterest: "General inquiry",
      message: "hi & bye",
      emailSignup: true,
      smsSignup: false,
    });
    expect(alert.subject).toBe("New Marque lead: <script>x</script>");
    expect(alert.html).not.toContain("<script>");
    expect(alert.html).toContain("hi &amp; bye");
    expect(alert.text).toContain("Email updates: yes");
  });
});

describe("link origin", () => {
  it("uses the request's host only when it is the hub's own or a local one", () => {
    expect(linkOrigin("percymd.com", true, "percymd")).toBe("https://percymd.com");
    expect(linkOrigin("www.percymd.com", true, "percymd")).toBe("https://www.percymd.com");
    expect(linkOrigin("percymd.localhost:3000", false, "percymd")).toBe("http://percymd.localhost:3000");
    expect(linkOrigin("evil.example", true, "percymd")).toBe("https://percymd.com");
    expect(linkOrigin("marquetext.com", true, "percymd")).toBe("https://percymd.com");
    expect(linkOrigin(null, true, "marque")).toBe("https://marquetext.com");
  });
});
