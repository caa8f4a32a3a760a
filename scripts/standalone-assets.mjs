// After `next build` and the page rewrite (scripts/post-build.mjs): completes .next/standalone, which Next
// leaves without the static files and public/ (they are meant for a CDN) and with its prerendered pages
// copied before the rewrite, and makes the site's own server (server.mjs) its `server.js`, as `npm start`
// runs it. Then `node .next/standalone/server.js` serves the same bytes, the same way, as `npm start`.
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** Packages the site's server loads itself, with their dependencies (Next's tracing only follows the app's imports). */
const SERVER_PACKAGES = ["htmlparser2"];

// Next's own standalone server.js sets its build's config the same way before starting.
const SERVER_JS = `// The site's server (server.mjs), from the standalone folder, with the build's Next config.
process.chdir(__dirname);
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(require("./.next/required-server-files.json").config);
import("./server.mjs")
  .then(({ startSite }) =>
    startSite({ dir: __dirname, port: parseInt(process.env.PORT, 10) || 3000, hostname: process.env.HOSTNAME || "0.0.0.0" }),
  )
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
`;

/** A package's folder as Node resolves it from `from` (hoisted or nested). */
function packageDir(name, from) {
  const require = createRequire(path.join(from, "noop.js"));
  let dir = path.dirname(require.resolve(name));
  while (!existsSync(path.join(dir, "package.json")) || path.basename(dir) === "dist") dir = path.dirname(dir);
  return dir;
}

export async function completeStandalone(projectDir = process.cwd()) {
  const standalone = path.join(projectDir, ".next/standalone");
  if (!existsSync(path.join(standalone, "server.js"))) return false;
  const copy = (from, to = from) => cpSync(path.join(projectDir, from), path.join(standalone, to), { recursive: true });
  copy(".next/static");
  copy("public");
  copy("supabase/migrations");
  copy(".next/site-server");
  copy("server.mjs");
  // The rewritten pages and their policies, as checked.
  const app = path.join(projectDir, ".next/server/app");
  for (const file of readdirSync(app, { recursive: true }).map(String)) {
    if (file.endsWith(".html") || file.endsWith(".meta")) copy(path.join(".next/server/app", file));
  }
  const copied = new Set();
  const copyPackage = (name, from) => {
    const dir = packageDir(name, from);
    if (copied.has(dir)) return;
    copied.add(dir);
    cpSync(dir, path.join(standalone, path.relative(projectDir, dir)), { recursive: true });
    const { dependencies = {} } = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
    for (const dependency of Object.keys(dependencies)) copyPackage(dependency, dir);
  };
  for (const name of SERVER_PACKAGES) copyPackage(name, projectDir);
  writeFileSync(path.join(standalone, "server.js"), SERVER_JS);
  return true;
}

if (import.meta.filename === process.argv[1]) {
  console.log(
    (await completeStandalone())
      ? "standalone-assets: .next/standalone has its static files, public/, the rewritten pages and the site's server"
      : "standalone-assets: no .next/standalone (output is not standalone)",
  );
}
