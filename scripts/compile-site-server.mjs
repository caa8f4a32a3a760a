// The site's own server (lib/startup/site-server.ts and the files it imports) compiled to plain CommonJS under
// .next/site-server at build time, so `npm start` and the standalone server load JavaScript: transpiling the
// TypeScript at every start cost about a second of CPU and kept a compiler (64 MB) in the server's memory.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { builtinModules, createRequire } from "node:module";
import path from "node:path";
import { createJiti } from "jiti";

export const SITE_SERVER_ENTRY = "lib/startup/site-server.ts";
export const SITE_SERVER_OUT = ".next/site-server";
/** The compiled entry, as server.mjs loads it from a project or standalone folder. */
export const SITE_SERVER_MODULE = `${SITE_SERVER_OUT}/${SITE_SERVER_ENTRY.replace(/\.ts$/, ".js")}`;

const REQUIRES = /\brequire\("([^"]+)"\)/g;

/** The source file a relative or "@/" specifier names: x.ts, x.tsx or x/index.ts. */
function sourceOf(specifier, from, projectDir) {
  const base = specifier.startsWith("@/")
    ? path.join(projectDir, specifier.slice(2))
    : path.resolve(path.dirname(path.join(projectDir, from)), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")])
    if (existsSync(candidate)) return path.relative(projectDir, candidate);
  throw new Error(`${from}: cannot find "${specifier}"`);
}

/**
 * Compile the entry and every file it reaches by relative or "@/" imports (the alias becomes a relative path);
 * packages and Node's modules stay imports. Writes them under `out` at the same relative paths, and answers them
 * (project-relative sources). Throws, naming the file, on an import that would not resolve once compiled.
 */
export function compileSiteServer(projectDir = process.cwd(), out = path.join(projectDir, SITE_SERVER_OUT)) {
  const jiti = createJiti(path.join(projectDir, "server.mjs"));
  const requireFromProject = createRequire(path.join(projectDir, "server.mjs"));
  rmSync(out, { recursive: true, force: true });
  const compiled = new Set();
  const pending = [SITE_SERVER_ENTRY];
  while (pending.length) {
    const file = pending.pop();
    if (compiled.has(file)) continue;
    compiled.add(file);
    const source = readFileSync(path.join(projectDir, file), "utf8");
    const code = jiti.transform({ source, filename: file, ts: true }).replace(REQUIRES, (call, specifier) => {
      if (specifier.startsWith(".") || specifier.startsWith("@/")) {
        const target = sourceOf(specifier, file, projectDir);
        pending.push(target);
        let relative = path.relative(path.dirname(file), target.replace(/\.tsx?$/, ""));
        if (!relative.startsWith(".")) relative = `./${relative}`;
        return `require(${JSON.stringify(relative)})`;
      }
      if (!specifier.startsWith("node:") && !builtinModules.includes(specifier)) requireFromProject.resolve(specifier);
      return call;
    });
    const target = path.join(out, file.replace(/\.tsx?$/, ".js"));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, code);
  }
  // CommonJS whatever the project's package.json says.
  writeFileSync(path.join(out, "package.json"), '{ "type": "commonjs" }\n');
  return [...compiled].sort();
}

if (import.meta.filename === process.argv[1]) {
  console.log(`compile-site-server: ${compileSiteServer().length} file(s) in ${SITE_SERVER_OUT}`);
}
