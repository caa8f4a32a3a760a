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
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: pathname, method, headers, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
    });
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
