import http from "node:http";

export interface RawResponse {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * Raw HTTP to a loopback server with exactly the Host we choose: Node cannot resolve *.localhost (only
 * Chromium maps it), and the hub comes from Host. A fresh connection each time: a pooled keep-alive socket can
 * be closed by the server's idle timeout just as the next request is written on it (ECONNRESET).
 */
export function rawTo(
  port: number,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<RawResponse> {
  // Node frames a body by its length only for methods that usually carry one: a DELETE's body needs it said.
  const framed =
    body === undefined || Object.keys(headers).some((name) => name.toLowerCase() === "content-length")
      ? headers
      : { ...headers, "content-length": String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: pathname, method, headers: framed, agent: false },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The admin_session cookie from a real sign-in with the access code (sessions are recorded, not minted). */
export async function adminSessionCookie(port: number, host: string, code: string): Promise<string> {
  const res = await rawTo(
    port,
    "POST",
    "/api/admin/session",
    { host, origin: `http://${host}`, "content-type": "application/json" },
    JSON.stringify({ code }),
  );
  return sessionCookieOf(res);
}

/**
 * A staff member's admin_session cookie from a real sign-in: the six-digit code the server emails them,
 * read from `mailsTo` (the test's SMTP sink).
 */
export async function staffSessionCookie(
  port: number,
  host: string,
  email: string,
  mailsTo: (address: string) => { text?: string }[],
): Promise<string> {
  const headers = { host, origin: `http://${host}`, "content-type": "application/json" };
  const before = mailsTo(email).length;
  const asked = await rawTo(port, "POST", "/api/admin/staff-code", headers, JSON.stringify({ email }));
  if (asked.status !== 202) throw new Error(`the code request answered ${asked.status}: ${asked.body}`);
  await until(() => mailsTo(email).length > before, `the sign-in code mailed to ${email}`, 30_000);
  const code = /\b(\d{6})\b/.exec(mailsTo(email)[before].text ?? "")![1];
  return sessionCookieOf(await rawTo(port, "POST", "/api/admin/session", headers, JSON.stringify({ email, code })));
}

/** The admin_session cookie (`name=value`) a successful sign-in sets. */
function sessionCookieOf(res: RawResponse): string {
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${res.body}`);
  const cookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith("admin_session="));
  return cookie!.split(";")[0];
}

/** Wait until `check` holds, asking every 200 ms: for state a server reaches on its own (a queue drained). */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
