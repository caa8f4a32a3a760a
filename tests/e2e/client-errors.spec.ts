import http from "node:http";
import { expect, test } from "@playwright/test";
import { startSite, type Site } from "../support/next-server.mjs";

/**
 * Its own `next start` with the test-only crash page switched on, so the
 * test can read the server's log lines (the shared e2e server's output is
 * not visible to specs).
 */
// One server for the file.
test.describe.configure({ mode: "serial", timeout: 90_000 });

let server: Site;
let port = 0;

test.beforeAll(async () => {
  server = await startSite({
    output: "capture",
    env: {
      E2E_TEST_HOOKS: "1",
      LOG_LEVEL: "INFO", // the server's default: the error lines under test
      ADMIN_ACCESS_CODE: "client-errors-admin-code",
      ADMIN_SESSION_SECRET: "client-errors-session-secret-0123456789abcdef0123",
      FORM_TOKEN_SECRET: "client-errors-form-secret-0123456789abcdef01234567",
    },
  });
  port = server.port;
});

test.afterAll(() => server?.stop());

function post(body: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/client-errors",
        method: "POST",
        headers: {
          host: `marque.localhost:${port}`,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** Log lines at ERROR for client render errors. */
const reported = () =>
  server
    .output()
    .split("\n")
    .filter((line) => line.includes("client render error"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

test("a page that throws shows the crash screen with its three buttons, and the server logs the error", async ({
  page,
}) => {
  await page.goto(`http://marque.localhost:${port}/crash-test`);
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText(/team has been notified/i)).toBeVisible();
  await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go Home" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Report Bug" })).toBeVisible();
  await expect
    .poll(() => reported().some((l) => JSON.stringify(l).includes("Crash test: thrown while rendering")), {
      timeout: 15_000,
    })
    .toBe(true);
  const line = reported().find((l) => JSON.stringify(l).includes("Crash test"))!;
  expect(line).toMatchObject({
    level: "ERROR",
    message: "client render error",
    url: `http://marque.localhost:${port}/crash-test`,
  });
  expect(line.userAgent).toContain("Chrome");
});

test("the crash page does not exist without its test flag", async ({ page }) => {
  // The shared e2e server runs without E2E_TEST_HOOKS: nothing there throws.
  await page.goto("/crash-test");
  await expect(page.locator("body")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
});

test("POST /api/client-errors refuses bad input in the JSON error shape, cross-origin calls and floods", async () => {
  const valid = JSON.stringify({ message: "boom", url: `http://marque.localhost:${port}/pricing` });
  const errorShape = (body: string) => {
    const parsed = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    expect(typeof parsed.error?.code).toBe("string");
    expect(typeof parsed.error?.message).toBe("string");
  };
  for (const [body, status] of [
    ["{", 400],
    [JSON.stringify({ message: 1, url: "nope" }), 422],
    [JSON.stringify({ message: "x", url: "http://a.test/", stack: "s".repeat(13 * 1024) }), 413],
  ] as const) {
    const response = await post(body);
    expect(response.status, body.slice(0, 40)).toBe(status);
    errorShape(response.body);
  }
  const cross = await post(valid, { origin: "https://evil.example" });
  expect(cross.status).toBe(403);
  errorShape(cross.body);

  const answers: number[] = [];
  for (let i = 0; i < 12; i++) answers.push((await post(valid, { "x-forwarded-for": "203.0.113.77" })).status);
  const limited = answers.indexOf(429);
  expect(limited).toBeGreaterThan(0);
  expect(answers.slice(0, limited).every((s) => s === 204)).toBe(true);
});
