// A bare one-page Next app, built with this project's node_modules and Next
// version: the framework's floor for first-load JavaScript, and the reference
// for throughput and Lighthouse. Its page is plain ASCII paragraphs sized so
// its HTML weighs about `htmlBytes`. It is built outside this project: inside
// it, Next takes the project's lockfile folder for the workspace root and
// builds our instrumentation.ts into the bare server (which then opens a
// database and sweeps an outbox).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { freePort, startProcess, waitForHttp } from "./lib.mjs";
import os from "node:os";
import path from "node:path";

const SENTENCE = "Business texting that customers answer, with compliance built in and a human ready to help. ";

/**
 * Builds the bare app in <tmpdir>/marque-bench/<name> and returns its folder.
 * With `reuse`, a build made earlier for the same size (and Next) is kept.
 */
export function buildBareApp(root, { htmlBytes = 0, name = "bare", reuse = false } = {}) {
  const dir = path.join(os.tmpdir(), "marque-bench", name);
  const marker = path.join(dir, "built-for.json");
  const nextVersion = JSON.parse(readFileSync(path.join(root, "node_modules/next/package.json"), "utf8")).version;
  const key = JSON.stringify({ htmlBytes, nextVersion, root });
  if (reuse && existsSync(marker) && readFileSync(marker, "utf8") === key) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "app"), { recursive: true });
  writeFileSync(path.join(dir, "package.json"), '{ "private": true }\n');
  writeFileSync(path.join(dir, "next.config.mjs"), "export default {};\n");
  writeFileSync(
    path.join(dir, "app/layout.tsx"),
    'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  );
  // The text is written twice (HTML and RSC payload), so half the target in text.
  const paragraphs = Math.max(0, Math.round(htmlBytes / 2 / (SENTENCE.length * 4 + 7)));
  const text = JSON.stringify(SENTENCE.repeat(4).trim());
  writeFileSync(
    path.join(dir, "app/page.tsx"),
    `const P = ${text};\nexport default function Page() {\n  return (<main><h1>Hello</h1>{Array.from({ length: ${paragraphs} }, (_, i) => <p key={i}>{P}</p>)}</main>);\n}\n`,
  );
  // A hard-linked copy (no bytes copied): Turbopack does not follow a symlink out of the app's root.
  execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]);
  // Its own copy's Next, so the build and the page resolve one React.
  execFileSync(path.join(dir, "node_modules/.bin/next"), ["build"], {
    cwd: dir,
    stdio: "ignore",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  writeFileSync(marker, key);
  return dir;
}

/** `next start` of a bare app built by `buildBareApp`; resolves to { url, stop } once it answers. */
export async function startBareApp(dir) {
  const port = await freePort();
  const server = startProcess(path.join(dir, "node_modules/.bin/next"), ["start", "-p", String(port)], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitForHttp(url);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url, stop: server.stop };
}
