import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { layOut } from "../../scripts/functions-bundle.mjs";

/**
 * What `supabase functions deploy` uploads is supabase/functions plus the lib files `npm run functions:bundle`
 * lays out beside them just before: it must import nothing outside that folder, pin every npm package to the
 * version the Node side installs, and the laid-out copy is never committed (lib/ is the one copy).
 */
let dir: string;
beforeAll(() => {
  dir = layOut(mkdtempSync(path.join(os.tmpdir(), "functions-layout-")));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function tsFiles(root: string): string[] {
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : tsFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

describe("the deployed supabase/functions folder", () => {
  it("carries the cores the functions import, laid out from lib/", () => {
    const core = path.join("backend", "core", "contact.ts");
    expect(readFileSync(path.join(dir, "_shared", "lib", core), "utf8")).toContain(
      readFileSync(path.join("lib", core), "utf8")
        .split("\n")
        .find((line) => line.startsWith("export async function"))!,
    );
  });

  it("imports only files inside the folder, node: built-ins and pinned npm: packages", () => {
    const outside: string[] = [];
    for (const file of tsFiles(dir)) {
      for (const [, spec] of readFileSync(file, "utf8").matchAll(/from\s+"([^"]+)"/g)) {
        const inside = spec.startsWith(".") && path.resolve(path.dirname(file), spec).startsWith(dir + path.sep);
        const pinned = /^npm:[@a-z][^@]*@\d+\.\d+\.\d+/.test(spec) || spec.startsWith("node:");
        if (!inside && !pinned) outside.push(`${path.relative(dir, file)}: ${spec}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it("pins every npm package to the version the Node side installs", () => {
    const pins = new Map<string, Set<string>>();
    for (const file of tsFiles(dir)) {
      for (const [, name, version] of readFileSync(file, "utf8").matchAll(/"npm:(@?[^@"]+)@([^"/]+)/g)) {
        pins.set(name, (pins.get(name) ?? new Set()).add(version));
      }
    }
    expect(pins.size).toBeGreaterThan(0);
    for (const [name, versions] of pins) {
      const installed = JSON.parse(readFileSync(path.join("node_modules", name, "package.json"), "utf8")).version;
      expect([name, [...versions]]).toEqual([name, [installed]]);
    }
  });

  it("commits no copy of lib/: the laid-out folder is git-ignored", () => {
    const tracked = execFileSync("git", ["ls-files", "supabase/functions"], { encoding: "utf8" }).split("\n");
    expect(tracked.filter((file) => file.startsWith("supabase/functions/_shared/lib/"))).toEqual([]);
    expect(execFileSync("git", ["check-ignore", "supabase/functions/_shared/lib/x.ts"], { encoding: "utf8" })).toBe(
      "supabase/functions/_shared/lib/x.ts\n",
    );
  });
});
