/**
 * POST /api/verifications, a sign-up start carrying where the visit came
 * from (as the browser keeps it): stored with the verification and read back
 * for the admin verifications list. Embedded backend on in-memory PGlite.
 */
import { getBackend } from "@/lib/backend";
import { resetRateLimiterForTests } from "@/lib/http/rate-limit";
import { touchFrom } from "@/lib/attribution/capture";
import { campaignOf, sourceLabel } from "@/lib/attribution/rules";
import { POST as start } from "@/app/api/verifications/route";
import { withEmbeddedBackend } from "../support/embedded-backend";

const HOST = "percymd.localhost:3303";

function post(body: unknown) {
  return start(
    new Request(`http://${HOST}/api/verifications`, {
      method: "POST",
      headers: {
        host: HOST,
        origin: `http://${HOST}`,
        "content-type": "application/json",
        "x-forwarded-for": "192.0.2.44",
      },
      body: JSON.stringify(body),
    }),
  );
}

jest.setTimeout(30_000);
withEmbeddedBackend("signup-attribution", { LOG_LEVEL: "WARN", SUPABASE_URL: undefined });
beforeEach(() => resetRateLimiterForTests());

const landed = touchFrom({
  href: "https://percymd.com/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=winter&fbclid=FbX1",
  referrer: "https://mail.example.net/inbox",
  now: new Date("2026-11-20T10:00:00.000Z"),
});
const later = touchFrom({
  href: "https://percymd.com/?utm_source=partner&utm_medium=referral",
  referrer: "",
  now: new Date(),
});

describe("a sign-up start with UTM parameters in the session", () => {
  it("stores its first and last touch with the verification, read back as staff see it", async () => {
    const res = await post({
      email: "utm-signup@example.com",
      purpose: "signup",
      attribution: { first: landed, last: later },
    });
    expect(res.status).toBe(201);
    const { verification_id: id } = (await res.json()) as { verification_id: string };
    const found = (await getBackend().admin.attributionByVerification([id])).get(id);
    expect(found?.first).toMatchObject({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "winter",
      fbclid: "FbX1",
      referrer_host: "mail.example.net",
      landing_path: "/pricing",
    });
    expect(found?.last).toMatchObject({ utm_source: "partner", utm_medium: "referral" });
    expect(sourceLabel(found?.first ?? null)).toBe("newsletter / email");
    expect(campaignOf(found?.first ?? null)).toBe("winter");
  });

  it("keeps none for a login, and a start without any reads direct / unknown", async () => {
    const login = await post({
      email: "utm-login@example.com",
      purpose: "login",
      attribution: { first: landed, last: landed },
    });
    const bare = await post({ email: "bare-signup@example.com", purpose: "signup" });
    const ids = await Promise.all(
      [login, bare].map(async (r) => ((await r.json()) as { verification_id: string }).verification_id),
    );
    const found = await getBackend().admin.attributionByVerification(ids);
    expect(found.size).toBe(0);
    expect(sourceLabel(found.get(ids[1])?.first ?? null)).toBe("direct / unknown");
  });

  it("refuses a hand-made bad value with 422 naming the field", async () => {
    const res = await post({
      email: "bad-utm@example.com",
      purpose: "signup",
      attribution: { first: { ...landed, utm_source: "<script>" }, last: landed },
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      "attribution.first.utm_source": "Contains characters not allowed",
    });
  });
});
