import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The repository's import graph, read from the source text: which file
 * imports which, and whether only its types. Shared by the tests that hold
 * the code's shape (imports point down, static sections stay server code).
 */
export const ROOT = path.resolve(__dirname, "../..");
const FOLDERS = ["app", "components", "lib", "content", "hooks", "scripts", "bench", "tests"];
export const ROOT_FILES = ["proxy.ts", "instrumentation.ts", "next.config.ts"];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const DECLARATION = /\.d\.(ts|mts)$/;

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "tmp" ? [] : walk(full);
    return SOURCE.test(name) && !DECLARATION.test(name) ? [full] : [];
  });
}

const IMPORT =
  /(?:^|[\s;}])(import|export)\s+(type\s+)?(?:[^"'`;]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

export interface Import {
  spec: string;
  /** `import type` / `export type`: gone after compilation, still an arrow. */
  typeOnly: boolean;
}

export function importsOf(source: string): Import[] {
  const noComments = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return [...noComments.matchAll(IMPORT)].map((m) => ({ spec: m[3] ?? m[4], typeOnly: Boolean(m[2]) }));
}

export function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  const candidates = [base, ...[".ts", ".tsx", ".mjs", ".js"].map((e) => base + e)];
  candidates.push(...["index.ts", "index.tsx"].map((i) => path.join(base, i)));
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

export const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

export interface Edge {
  target: string;
  typeOnly: boolean;
}
/** Files by repository-relative path, each with the files it imports. */
export type Graph = Map<string, Edge[]>;

export function repositoryGraph(): Graph {
  const files = [
    ...FOLDERS.flatMap((folder) => walk(path.join(ROOT, folder))),
    ...ROOT_FILES.map((f) => path.join(ROOT, f)).filter((f) => existsSync(f)),
  ];
  return new Map(
    files.map((file) => [
      rel(file),
      importsOf(readFileSync(file, "utf8")).flatMap(({ spec, typeOnly }) => {
        const target = resolveImport(file, spec);
        return target ? [{ target: rel(target), typeOnly }] : [];
      }),
    ]),
  );
}
