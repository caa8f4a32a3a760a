/**
 * Staff access ends when it should, over HTTP against the embedded backend:
 * an address taken off ADMIN_EMAILS loses its sessions on its next request,
 * and "Sign out everywhere" ends every session of the signed-in staff member
 * (on every device), leaving everyone else's, with an audit row.
 */
import { resetServerEnvForTests } from "@/lib/config/server-env";
import { resetRateLimiterForTests } from "@/lib/http/rate-limit";
import { ADMIN_SESSION_COOKIE, requireAdmin } from "@/lib/auth/admin-session";
import { database } from "@/lib/backend/database";
import { POST as staffCodePOST } from "@/app/api/admin/staff-code/route";
import { POST as sessionPOST } from "@/app/api/admin/session/route";
import { POST as everywherePOST } from "@/app/api/admin/session/everywhere/route";
import { withEmbeddedBackend } from "../support/embedded-backend";

const ACCESS_CODE = "staff-ends-access-code-8841";
const env = process.env as Record<string, string | undefined>;
const HOST = "marque.localhost:3000";

function listStaff(emails: string): void {
  env.ADMIN_EMAILS = emails;
  resetServerEnvForTests();
}

withEmbeddedBackend("staff-access-ends", {
  ADMIN_ACCESS_CODE: ACCESS_CODE,
  ADMIN_SESSION_SECRET: "staff-ends-secret-0123456789abcdef",
  ADMIN_EMAILS: "ann@example.com,bob@example.com",
  RATE_LIMIT_RELAXED: "0",
  LOG_LEVEL: "ERROR",
});
jest.setTimeout(30_000);
beforeEach(() => {
  resetRateLimiterForTests();
  listStaff("ann@example.com,bob@example.com");
});

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

function request(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://${HOST}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", host: HOST, "x-forwarded-for": freshIp(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function cookieOf(response: Response): string | undefined {
  const header = response.headers.get("set-cookie") ?? "";
  return header.match(new RegExp(`${ADMIN_SESSION_COOKIE}=([^;]*)`))?.[1] || undefined;
}

/** Sign in as a listed staff member (or with the access code) and answer the session cookie. */
async function signIn(email?: string): Promise<string> {
  if (!email) return cookieOf(await sessionPOST(request("/api/admin/session", { code: ACCESS_CODE })))!;
  await staffCodePOST(request("/api/admin/staff-code", { email }));
  const { rows } = await database().query<{ body: string }>(
    `select body from outbox where "to" = $1 order by created_at desc limit 1`,
    [email],
  );
  const code = /\b(\d{6})\b/.exec(rows[0].body)![1];
  const response = await sessionPOST(request("/api/admin/session", { email, code }));
  expect(response.status).toBe(200);
  return cookieOf(response)!;
}

/** True when the cookie still opens an admin route. */
async function admitted(cookie: string): Promise<boolean> {
  const probe = new Request(`http://${HOST}/api/admin/leads`, {
    headers: { host: HOST, cookie: `${ADMIN_SESSION_COOKIE}=${cookie}` },
  });
  return requireAdmin(probe).then(
    () => true,
    () => false,
  );
}

describe("taking an address off ADMIN_EMAILS", () => {
  it("ends that person's sessions on their next request, not when the cookie expires; others keep theirs", async () => {
    const ann = [await signIn("ann@example.com"), await signIn("ann@example.com")];
    const bob = await signIn("bob@example.com");
    const shared = await signIn();
    expect(await Promise.all([...ann, bob, shared].map(admitted))).toEqual([true, true, true, true]);

    listStaff("bob@example.com");
    expect(await admitted(ann[0])).toBe(false);
    expect(await admitted(ann[1])).toBe(false);
    expect(await admitted(bob)).toBe(true);
    expect(await admitted(shared)).toBe(true);

    // Listing the address again revives none of the old sessions.
    listStaff("ann@example.com,bob@example.com");
    expect(await admitted(ann[0])).toBe(false);
    expect(await admitted(ann[1])).toBe(false);
  });
});

describe("POST /api/admin/session/everywhere (Sign out everywhere)", () => {
  it("ends every session of the signed-in staff member, clears this cookie, leaves others' sessions, and is audited", async () => {
    const here = await signIn("ann@example.com");
    const elsewhere = await signIn("ann@example.com");
    const bob = await signIn("bob@example.com");
    const response = await everywherePOST(
      request("/api/admin/session/everywhere", "", { cookie: `${ADMIN_SESSION_COOKIE}=${here}` }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ authenticated: false, ended: 2 });
    expect(response.headers.get("set-cookie")).toMatch(new RegExp(`${ADMIN_SESSION_COOKIE}=;.*Max-Age=0`, "i"));
    expect(await admitted(here)).toBe(false);
    expect(await admitted(elsewhere)).toBe(false);
    expect(await admitted(bob)).toBe(true);
    const { rows } = await database().query<{ actor: string; after: unknown }>(
      `select actor, after from audit_log where action = 'staff.sign_out_everywhere'`,
    );
    expect(rows).toEqual([{ actor: "ann@example.com", after: { sessions: 2 } }]);
  });

  it("serves the no-JavaScript form with 303 to /admin; refuses 401 without a session and 403 cross-site", async () => {
    const cookie = await signIn("bob@example.com");
    const form = await everywherePOST(
      request("/api/admin/session/everywhere", "", {
        "content-type": "application/x-www-form-urlencoded",
        cookie: `${ADMIN_SESSION_COOKIE}=${cookie}`,
      }),
    );
    expect([form.status, form.headers.get("location")]).toEqual([303, "/admin"]);
    expect(await admitted(cookie)).toBe(false);

    expect((await everywherePOST(request("/api/admin/session/everywhere", ""))).status).toBe(401);
    const other = await signIn("bob@example.com");
    const crossSite = await everywherePOST(
      request("/api/admin/session/everywhere", "", {
        origin: "https://evil.example",
        cookie: `${ADMIN_SESSION_COOKIE}=${other}`,
      }),
    );
    expect(crossSite.status).toBe(403);
    expect(await admitted(other)).toBe(true);
  });
});
