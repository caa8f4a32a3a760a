#!/usr/bin/env node
/**
 * `npm run functions:bundle` (run by `npm run functions:deploy` and
 * `npm run check:functions`): `supabase functions deploy` uploads only what
 * lies inside supabase/functions, and the cores have one home, lib/. This
 * script lays out, just before a deploy or a check, exactly the lib files the
 * functions import (following relative imports) under
 * supabase/functions/_shared/lib/ — a git-ignored folder, never committed and
 * never edited — with bare npm imports pinned to the versions package.json
 * installs. `node scripts/functions-bundle.mjs DIR` lays out the whole
 * deployable folder in DIR instead (the Deno test runs the functions there).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const functionsDir = path.join(root, "supabase", "functions");
const sharedLib = path.join(functionsDir, "_shared", "lib");
const HEADER = "// Laid out by `npm run functions:bundle` from lib/ (git-ignored); edit the original there.\n";

const IMPORT = /(?:import|export)\s[^;]*?from\s+"([^"]+)"|import\s+"([^"]+)"/g;

function specifiers(source) {
  return [...source.matchAll(IMPORT)].map((m) => m[1] ?? m[2]);
}

/** Installed version of an npm package, for `npm:<name>@<version>`. */
function installedVersion(name) {
  return JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")).version;
}

/** `npm:<package>@<version>/<subpath>`: the version belongs to the package, not to a subpath such as `/min`. */
function pinBareImports(source) {
  return source.replace(/from "([a-z@][^":]*)"/g, (whole, specifier) => {
    if (specifier.startsWith("node:")) return whole;
    const parts = specifier.split("/");
    const name = parts.slice(0, specifier.startsWith("@") ? 2 : 1).join("/");
    const subpath = specifier.slice(name.length);
    return `from "npm:${name}@${installedVersion(name)}${subpath}"`;
  });
}

/** Entry files of the functions: every .ts under supabase/functions outside the generated copy. */
function entryFiles(dir = functionsDir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === sharedLib || entry.name === "node_modules" ? [] : entryFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

/** lib files the functions need: what they import from _shared/lib, and everything those import in turn. */
export function sharedFiles() {
  const needed = new Set();
  const queue = [];
  for (const file of entryFiles()) {
    for (const spec of specifiers(readFileSync(file, "utf8"))) {
      if (!spec.startsWith(".")) continue;
      const target = path.resolve(path.dirname(file), spec);
      if (target.startsWith(sharedLib + path.sep)) queue.push(path.join(root, "lib", path.relative(sharedLib, target)));
      else if (!target.startsWith(functionsDir + path.sep)) {
        throw new Error(`${path.relative(root, file)} imports ${spec}, outside supabase/functions`);
      }
    }
  }
  while (queue.length) {
    const file = queue.pop();
    if (needed.has(file)) continue;
    if (!existsSync(file)) throw new Error(`functions import ${path.relative(root, file)}, which does not exist`);
    needed.add(file);
    for (const spec of specifiers(readFileSync(file, "utf8"))) {
      if (spec.startsWith(".")) queue.push(path.resolve(path.dirname(file), spec));
      else if (spec.startsWith("@/"))
        throw new Error(`${path.relative(root, file)} imports ${spec}: use a relative path`);
    }
  }
  return [...needed].sort();
}

/** The bundled copy: path under _shared/lib → content. */
export function generated() {
  return new Map(
    sharedFiles().map((file) => [
      path.relative(path.join(root, "lib"), file),
      HEADER + pinBareImports(readFileSync(file, "utf8")),
    ]),
  );
}

/** Write the bundled lib files under `functionsRoot`/_shared/lib, replacing what was there. */
function writeShared(functionsRoot) {
  const target = path.join(functionsRoot, "_shared", "lib");
  rmSync(target, { recursive: true, force: true });
  const files = generated();
  for (const [rel, content] of files) {
    mkdirSync(path.dirname(path.join(target, rel)), { recursive: true });
    writeFileSync(path.join(target, rel), content);
  }
  return files.size;
}

/**
 * The folder deploy uploads, laid out in `dir`: supabase/functions as committed plus the bundled lib files.
 * Resolves to `dir`.
 */
export function layOut(dir) {
  mkdirSync(dir, { recursive: true });
  cpSync(functionsDir, dir, {
    recursive: true,
    filter: (src) => src !== sharedLib && !src.startsWith(path.join(functionsDir, "node_modules")),
  });
  writeShared(dir);
  return dir;
}

function main() {
  const out = process.argv[2];
  if (out) {
    layOut(path.resolve(out));
    console.log(`functions:bundle: laid out supabase/functions in ${out}`);
    return;
  }
  const count = writeShared(functionsDir);
  console.log(`functions:bundle: ${count} files in supabase/functions/_shared/lib (git-ignored)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
