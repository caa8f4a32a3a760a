import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { config as proxyConfig } from "@/proxy";
import { HUB_ID_ALTERNATION, HUB_IDS } from "@/lib/hubs/registry";

/** The hubs are named once, in HUB_IDS: every list of them is derived from it. */
const ROOT = path.resolve(__dirname, "../..");
const FOLDERS = ["app", "components", "lib", "content", "hooks", "scripts", "bench", "tests/support"];
/** Two hub ids side by side, in a list (`"marque", "percytech"`) or a pattern (`marque|percytech`). */
const TYPED_LIST = new RegExp(`(${HUB_IDS.join("|")})["']?\\s*[,|]\\s*["']?(${HUB_IDS.join("|")})\\b`);

/**
 * Files that may still type the list: the registry itself, and proxy.ts, whose matcher Next reads as
 * literals at build time (checked against HUB_IDS below).
 */
const TYPED_HERE = ["lib/hubs/registry.ts", "proxy.ts"];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "tmp" ? [] : walk(full);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [full] : [];
  });
}

describe("hub lists", () => {
  test("proxy.ts's matcher names exactly the registry's hubs wherever it names them", () => {
    const alternations = [...JSON.stringify(proxyConfig.matcher).matchAll(/\((?:\?:)?([a-z|]+)\)/g)]
      .map((m) => m[1])
      .filter((a) => HUB_IDS.some((id) => a.split("|").includes(id)));
    expect(alternations.length).toBeGreaterThanOrEqual(5);
    for (const a of alternations) expect(a).toBe(HUB_ID_ALTERNATION);
  });

  test("no other file types the hub list", () => {
    const files = [...FOLDERS.flatMap((f) => walk(path.join(ROOT, f))), path.join(ROOT, "instrumentation.ts")];
    const typed = files
      .map((f) => path.relative(ROOT, f).split(path.sep).join("/"))
      .filter((f) => !TYPED_HERE.includes(f) && TYPED_LIST.test(readFileSync(path.join(ROOT, f), "utf8")));
    expect(typed).toEqual([]);
  });

  test("the check sees a typed list", () => {
    expect(TYPED_LIST.test(`const HUBS = ["marque", "percytech", "percymd", "percytext"];`)).toBe(true);
    expect(TYPED_LIST.test("/^\\/(?:(?:percymd|percytext)\\/)?admin/")).toBe(true);
    expect(TYPED_LIST.test("percymd: { name: 'PercyMD' }, domain: 'percytext.com'")).toBe(false);
  });
});
