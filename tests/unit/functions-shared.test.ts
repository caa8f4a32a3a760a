import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { generated } from "../../scripts/sync-functions-shared.mjs";

/** The Edge Functions deploy as they are: no import leaves supabase/functions, and the shared copy matches lib/. */
const FUNCTIONS = path.join(process.cwd(), "supabase", "functions");

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : tsFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

describe("supabase/functions", () => {
  it("imports only files inside the folder, node: built-ins and pinned npm: packages", () => {
    const outside: string[] = [];
    for (const file of tsFiles(FUNCTIONS)) {
      for (const [, spec] of readFileSync(file, "utf8").matchAll(/from\s+"([^"]+)"/g)) {
        const inside = spec.startsWith(".") && path.resolve(path.dirname(file), spec).startsWith(FUNCTIONS + path.sep);
        const pinned = /^npm:[@a-z][^@]*@\d+\.\d+\.\d+/.test(spec) || spec.startsWith("node:");
        if (!inside && !pinned) outside.push(`${path.relative(FUNCTIONS, file)}: ${spec}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it("pins every npm package to the version the Node side installs", () => {
    const pins = new Map<string, Set<string>>();
    for (const file of tsFiles(FUNCTIONS)) {
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

  it("carries an up-to-date copy of the lib files it shares with the server", () => {
    for (const [rel, content] of generated()) {
      expect(readFileSync(path.join(FUNCTIONS, "_shared", "lib", rel), "utf8")).toBe(content);
    }
  });
});
