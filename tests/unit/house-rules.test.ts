import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Comments and test titles state the rule itself. A pointer to a document the
 * repository does not contain (a spec section, a design note, an issue number)
 * tells a reader nothing, so none may appear in the code.
 */
const ROOTS = ["app", "lib", "components", "content", "proxy.ts", "supabase", "tests", "scripts", "bench", "docs"];
const SKIP = new Set(["node_modules", ".next", ".data", "tmp"]);
const EXTENSIONS = /\.(ts|tsx|mjs|js|json|css|sql|md|toml)$/;
// Assembled from parts so this file does not match itself. A section sign counts unless it follows the name
// of a law or a public handbook ("Tex. Bus. & Com. Code § 301.051", "tit. 15, § 775C.4", "CTIA Messaging
// Principles and Best Practices § 5.1.3"): those are cited as sources.
const CITATION = new RegExp(
  [
    "SP" + "EC",
    "DES" + "IGN\\.md",
    "STY" + "LE\\.md",
    "STA" + "CK\\.md",
    "[Ii]ss" + "ue [0-9]",
    "(?<!(?:Code|Stat\\.|Laws?|tit\\. [0-9]+,|Practices)\\s)§\\s*[0-9]",
  ].join("|"),
);

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

const CHECKERS = [
  path.join("tests", "unit", "house-rules.test.ts"),
  path.join("tests", "unit", "markdown-links.test.ts"),
];

function citations(): string[] {
  const found: string[] = [];
  for (const root of ROOTS) {
    for (const file of files(root)) {
      // The two checks that look for such citations must name them.
      if (CHECKERS.includes(file)) continue;
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
    expect(CITATION.test("// see § 4.2")).toBe(true);
    expect(CITATION.test('source: "Tex. Bus. & Com. Code § 301.051"')).toBe(false);
    expect(CITATION.test("Okla. Stat. tit. 15, § 775C.4; R.I. Gen. Laws § 5-61-3.5")).toBe(false);
  });
});

describe("formatting", () => {
  const prettier = path.join(process.cwd(), "node_modules", ".bin", "prettier");

  it("npm test checks formatting before anything slower runs", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(scripts["format:check"]).toBe("prettier --experimental-cli --check .");
    expect(scripts.test).toBe("bash .ci/test.sh");
    const stages = readFileSync(".ci/test.sh", "utf8");
    expect(stages).toContain("npm run format:check");
    expect(stages.indexOf("npm run format:check")).toBeLessThan(stages.indexOf("npm run test:unit"));
  });

  it("the check, as npm test runs it, fails on an unformatted file and passes once it is formatted", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "format-check-"));
    try {
      const file = path.join(dir, "sample.ts");
      writeFileSync(file, "export const  answer={value:42}\n");
      const check = () =>
        execFileSync(prettier, ["--experimental-cli", "--config-path", ".prettierrc.json", "--check", file], {
          stdio: "pipe",
        });
      // Fails for the format, not for an option it does not know.
      expect(check).toThrow(/Code style issues/);
      execFileSync(prettier, ["--config", ".prettierrc.json", "--write", file], { stdio: "pipe" });
      expect(check).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
