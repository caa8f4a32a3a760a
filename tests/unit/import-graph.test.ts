import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The layers point one way: app → components → lib. Content is data that
 * app and components pass down, so lib never imports it; and no module
 * reaches itself through its imports.
 */
const ROOT = path.resolve(__dirname, "../..");
const LAYERS = ["app", "components", "lib", "content", "hooks"];
const SOURCE = /\.(ts|tsx|mjs|js)$/;

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return SOURCE.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

const IMPORT =
  /(?:^|[\s;}])(import|export)\s+(type\s+)?(?:[^"'`;]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

interface Import {
  spec: string;
  /** `import type` / `export type`: gone after compilation. */
  typeOnly: boolean;
}

export function importsOf(source: string): Import[] {
  const noComments = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return [...noComments.matchAll(IMPORT)].map((m) => ({ spec: m[3] ?? m[4], typeOnly: Boolean(m[2]) }));
}

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  const candidates = [base, ...[".ts", ".tsx", ".mjs", ".js"].map((e) => base + e)];
  candidates.push(...["index.ts", "index.tsx"].map((i) => path.join(base, i)));
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");
const layerOf = (file: string) => rel(file).split("/")[0];

const files = LAYERS.flatMap((layer) => walk(path.join(ROOT, layer)));
interface Edge {
  target: string;
  typeOnly: boolean;
}

const graph = new Map<string, Edge[]>(
  files.map((file) => [
    file,
    importsOf(readFileSync(file, "utf8")).flatMap(({ spec, typeOnly }) => {
      const target = resolveImport(file, spec);
      return target ? [{ target, typeOnly }] : [];
    }),
  ]),
);

/**
 * Every import circle, each as the chain of files that closes it. A circle
 * made only of `import type` edges vanishes at compilation and is let be;
 * one runtime edge in it makes it a real circle.
 */
function findCycles(): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const typeOnlyInto: boolean[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const { target, typeOnly } of graph.get(file) ?? []) {
      if (state.get(target) === "open") {
        const at = stack.indexOf(target);
        const allTypes = [...typeOnlyInto.slice(at), typeOnly].every(Boolean);
        if (!allTypes) cycles.push([...stack.slice(at), target].map(rel));
      } else if (!state.has(target)) {
        typeOnlyInto.push(typeOnly);
        visit(target);
        typeOnlyInto.pop();
      }
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

function arrows(from: string, to: string): string[] {
  return [...graph].flatMap(([file, edges]) =>
    layerOf(file) === from
      ? edges.filter((e) => layerOf(e.target) === to).map((e) => `${rel(file)} → ${rel(e.target)}`)
      : [],
  );
}

describe("import direction", () => {
  test("the parser sees every import form the code uses", () => {
    const source = [
      'import a from "@/lib/a";',
      'import type { B } from "./b";',
      'import "./side-effect.css";',
      'export { c } from "../c";',
      'const d = await import("@/lib/d");',
      "import {\n  e,\n  f,\n} from '@/lib/ef';",
      '// import x from "@/lib/commented";',
    ].join("\n");
    expect(importsOf(source)).toEqual([
      { spec: "@/lib/a", typeOnly: false },
      { spec: "./b", typeOnly: true },
      { spec: "./side-effect.css", typeOnly: false },
      { spec: "../c", typeOnly: false },
      { spec: "@/lib/d", typeOnly: false },
      { spec: "@/lib/ef", typeOnly: false },
    ]);
  });

  test("the graph covers the layers", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(arrows("app", "lib").length).toBeGreaterThan(10);
  });

  test("no module reaches itself through its imports", () => {
    expect(findCycles()).toEqual([]);
  });

  test("lib never imports content, components or app", () => {
    expect([...arrows("lib", "content"), ...arrows("lib", "components"), ...arrows("lib", "app")]).toEqual([]);
  });

  test("components never import app", () => {
    expect(arrows("components", "app")).toEqual([]);
  });
});
