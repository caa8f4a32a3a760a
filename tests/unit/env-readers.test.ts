import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * process.env has two readers in the application code: lib/config/server-env.ts (every server variable,
 * checked once) and lib/config/public-env.ts (the NEXT_PUBLIC_ values Next inlines by their literal name).
 */
const READERS = ["lib/config/server-env.ts", "lib/config/public-env.ts"];
const ROOTS = ["lib", "app", "components", "hooks"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) ? [file] : [];
  });
}

it("only the two config modules read process.env in lib, app, components and hooks", () => {
  const readers = ROOTS.flatMap(sourceFiles).filter((file) =>
    /\bprocess\s*(\.\s*env\b|\[\s*["'`]env)/.test(readFileSync(file, "utf8")),
  );
  expect(readers.sort()).toEqual([...READERS].sort());
});
