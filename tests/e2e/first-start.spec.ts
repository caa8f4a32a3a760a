import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { nextDevTurn } from "../support/next-server.mjs";

/**
 * A newcomer's first start: `next dev` and `next start` on a fresh data
 * folder print the generated admin access code whole, once, before any
 * request; development output is readable lines (Next's own untouched),
 * production output one JSON object a line. Each server runs on a free port
 * of this run's range with its own DATA_DIR and is stopped by its process
 * group. The `next dev` server then serves a page, where the debug overlay
 * shows (one `next dev` start for both, the slowest server this suite runs).
 */
test.describe.configure({ mode: "serial", timeout: 240_000 });

const BASE_PORT = Number(process.env.E2E_PORT ?? 3000) + 40;

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

async function nextFreePort(): Promise<number> {
  for (let port = BASE_PORT; port < BASE_PORT + 50; port++) if (await portFree(port)) return port;
  throw new Error(`no free port from ${BASE_PORT}`);
}

interface Server {
  child: ChildProcess;
  port: number;
  out: () => string;
  stop(): Promise<void>;
}

function startServer(mode: "dev" | "start", dataDir: string, port: number): Server {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", DATA_DIR: dataDir };
  for (const name of ["NODE_ENV", "ADMIN_ACCESS_CODE", "DATABASE_URL", "SUPABASE_URL", "SUPABASE_DB_URL", "CI"])
    delete env[name];
  // What `npm run dev` and `npm start` run.
  const [command, args] = mode === "dev" ? ["node_modules/.bin/next", ["dev"]] : [process.execPath, ["server.mjs"]];
  // A group of its own: next dev forks a worker, and stopping the group ends both.
  const child = spawn(command, [...args, "-p", String(port)], {
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on("data", () => undefined);
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // already gone
    }
  };
  return {
    child,
    port,
    out: () => stdout,
    // Waits for the exit, so the next `next dev` finds the build folder free.
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => signal("SIGKILL"), 5_000);
        child.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        signal("SIGTERM");
      }),
  };
}

/** Wait, making no request, until the output holds `text` (or the server exits). */
async function waitForOutput(server: Server, text: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.out().includes(text)) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.out()}`);
    if (Date.now() > deadline) throw new Error(`no "${text}" in:\n${server.out()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const lines = (text: string) => text.split("\n").filter((line) => line.trim());

/** The first test's `next dev` server, kept for the overlay test after it; stopped once the file is done. */
let dev: { server: Server; dataDir: string; endTurn: () => void } | undefined;

test.afterAll(async () => {
  if (!dev) return;
  await dev.server.stop();
  dev.endTurn();
  rmSync(dev.dataDir, { recursive: true, force: true });
});

for (const mode of ["dev", "start"] as const) {
  test(`next ${mode}: the first start prints the generated admin access code whole, before any request`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), `first-${mode}-`));
    const endTurn = mode === "dev" ? await nextDevTurn() : () => {};
    const server = startServer(mode, dataDir, await nextFreePort());
    if (mode === "dev") dev = { server, dataDir, endTurn };
    try {
      await waitForOutput(server, "embedded database ready");
      await waitForOutput(server, "[admin]");
      const code = (
        JSON.parse(readFileSync(path.join(dataDir, "secrets.json"), "utf8")) as { ADMIN_ACCESS_CODE: string }
      ).ADMIN_ACCESS_CODE;
      expect(code).toMatch(/^\d{4}-\d{4}-\d{4}$/);
      const output = lines(server.out());
      const codeLines = output.filter((line) => line.includes(code));
      expect(codeLines).toHaveLength(1);
      expect(codeLines[0]).toContain(`generated one for this data directory: ${code}`);
      // Next's own banner, as Next prints it.
      expect(output.some((line) => line.includes("▲ Next.js"))).toBe(true);
      const ready = output.find((line) => line.includes("embedded database ready"))!;
      if (mode === "dev") {
        // Readable lines: no JSON objects, the logger's line is `[time] INFO: message`.
        expect(output.filter((line) => line.trim().startsWith("{"))).toEqual([]);
        expect(codeLines[0]).toMatch(/^\[admin\] /);
        expect(ready).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: embedded database ready/);
      } else {
        // One JSON object a line once the server has started (only Next's banner before it is plain).
        const after = output.slice(output.findIndex((line) => line.startsWith("{")));
        for (const line of after) expect(() => JSON.parse(line), line).not.toThrow();
        expect(JSON.parse(codeLines[0])).toMatchObject({ level: "INFO", message: expect.stringContaining(code) });
        expect(JSON.parse(ready)).toMatchObject({ level: "INFO", message: "embedded database ready" });
      }
    } finally {
      if (mode === "start") await server.stop();
    }
    if (mode === "start") {
      // Once: a second start on the same folder does not print it again.
      const again = startServer(mode, dataDir, await nextFreePort());
      try {
        await waitForOutput(again, "embedded database ready");
        const code = (
          JSON.parse(readFileSync(path.join(dataDir, "secrets.json"), "utf8")) as { ADMIN_ACCESS_CODE: string }
        ).ADMIN_ACCESS_CODE;
        expect(again.out()).not.toContain(code);
      } finally {
        await again.stop();
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  if (mode === "dev") {
    test("next dev: the debug overlay shows, with the development settings", async ({ page }) => {
      // Serial: this runs only after the first start passed, on its server.
      await page.goto(`http://percymd.localhost:${dev!.server.port}/`, { timeout: 180_000 });
      const overlay = page.getByTestId("debug-overlay");
      await expect(overlay).toBeVisible({ timeout: 60_000 });
      await overlay.locator("summary").click();
      await expect(overlay).toContainText("Environmentdevelopment");
      await expect(overlay).toContainText("Web app URLhttps://app.percymd.com");
      await expect(overlay).toContainText("Dev authfalse");
    });
  }
}
