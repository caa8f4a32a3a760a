// A bare one-page Next app, built in bench/tmp/bare with this project's
// node_modules and Next version: the framework's floor for first-load
// JavaScript, and the throughput reference for a static page. Its page is
// plain ASCII paragraphs sized so its HTML weighs about `htmlBytes`.
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";

const SENTENCE = "Business texting that customers answer, with compliance built in and a human ready to help. ";

/**
 * Builds the bare app in bench/tmp/<name> and returns its folder. With
 * `reuse`, a build made earlier for the same size (and Next) is kept.
 */
export function buildBareApp(root, { htmlBytes = 0, name = "bare", reuse = false } = {}) {
  const dir = path.join(root, "bench/tmp", name);
  const marker = path.join(dir, "built-for.json");
  const nextVersion = JSON.parse(readFileSync(path.join(root, "node_modules/next/package.json"), "utf8")).version;
  const key = JSON.stringify({ htmlBytes, nextVersion });
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
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  execFileSync(path.join(root, "node_modules/.bin/next"), ["build"], {
    cwd: dir,
    stdio: "ignore",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  writeFileSync(marker, key);
  return dir;
}
