import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Comments and test titles state the rule itself. A pointer to a document the
 * repository does not contain (a spec section, a design note, an issue number)
 * tells a reader nothing, so none may appear in the code.
 */
const ROOTS = ["app", "lib", "components", "content", "proxy.ts", "supabase", "tests", "scripts", "bench", "docs"];
const SKIP = new Set(["node_modules", ".next", ".data", "tmp"]);
const EXTENSIONS = /\.(ts|tsx|mjs|js|json|css|sql|md|toml)$/;
// Assembled from parts so this file does not match itself.
const CITATION = new RegExp(["SP" + "EC", "DES" + "IGN\\.md", "STY" + "LE\\.md", "STA" + "CK\\.md", "[Ii]ss" + "ue [0-9]", "§\\s*[0-9]"].join("|"));

function* files(entry: string): Generator<string> {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    if (EXTENSIONS.test(entry)) yield entry;
    return;
  }
  for (const name of readdirSync(entry)) {
    if (!SKIP.has(name)) yield* files(path.join(entry, name));
  }
}

function citations(): string[] {
  const found: string[] = [];
  for (const root of ROOTS) {
    for (const file of files(root)) {
      if (file === path.join("tests", "unit", "house-rules.test.ts")) continue;
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, index) => {
          if (CITATION.test(line)) {
            found.push(`${file}:${index + 1}: ${line.trim()}`);
          }
        });
    }
  }
  return found;
}

describe("house rules", () => {
  it("no comment or title points at a document the repository does not contain", () => {
    expect(citations()).toEqual([]);
  });

  it("the check finds a citation when one is there", () => {
    expect(CITATION.test(`// see ${"SP" + "EC"} 3`)).toBe(true);
    expect(CITATION.test(`// (${"iss" + "ue"} 7)`)).toBe(true);
    expect(CITATION.test("// 5 submissions per 10 minutes per IP")).toBe(false);
  });
});
