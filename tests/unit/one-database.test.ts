import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * One way into the database per Node process: only lib/backend/database.ts opens a PGlite or a postgres.js
 * client; everything else (routes, cores' hosts, the outbox, scripts, tests, benchmarks) takes one from it.
 * The Edge Functions are their own process and open theirs in supabase/functions.
 */
const ROOTS = ["app", "lib", "components", "scripts", "tests", "bench", "proxy.ts", "instrumentation.ts"];
const HOME = path.join("lib", "backend", "database.ts");
const OPENS = [
  /\bPGlite\.create\(/,
  /\bnew PGlite\(/,
  /import\s+postgres\b[^;]*from\s+["']postgres["']/,
  /import\(["']postgres["']\)/,
];

function sourceFiles(entry: string): string[] {
  try {
    return readdirSync(entry, { withFileTypes: true }).flatMap((item) =>
      item.name === "node_modules" || item.name.startsWith(".") ? [] : sourceFiles(path.join(entry, item.name)),
    );
  } catch {
    return /\.(ts|tsx|mjs|js)$/.test(entry) ? [entry] : [];
  }
}

it("only lib/backend/database.ts opens a PGlite or a Postgres client", () => {
  const files = ROOTS.flatMap(sourceFiles);
  expect(files).toContain(HOME);
  const opening = files.filter((file) => OPENS.some((pattern) => pattern.test(readFileSync(file, "utf8"))));
  expect(opening).toEqual([HOME]);
});
