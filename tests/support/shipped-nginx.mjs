/**
 * The shipped nginx files (deploy/nginx) made runnable unprivileged in a test or bench folder,
 * changed only where a test machine must differ: listen ports (loopback), certificate paths, the
 * upstream's ports (each `server` line keeps its parameters), the cache, error-page and snippet
 * folders. The build-id include is a file in `dir` (marque-build-id.conf, first the committed
 * default) that scripts/deploy.mjs's writeBuildIdConf rewrites, as on a server.
 * Returns the http context's text for nginxConfig({ http }). Run from the checkout (Playwright loads
 * this file as CommonJS, where import.meta cannot run).
 */
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

/** Each hub's server blocks: `deploy/nginx/<domain>.conf` (the other top-level files have one dot). */
const SERVER_FILE = /^[\w-]+\.[\w.-]+\.conf$/;

/** Make every folder and file under `dir` readable by nginx's unprivileged workers. */
function openUp(dir) {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) openUp(p);
    else chmodSync(p, 0o644);
  }
}

export function shippedNginx({ dir, httpPort, httpsPort, appPorts, cert, key, root = process.cwd() }) {
  const DEPLOY = path.join(root, "deploy/nginx");
  const snippets = path.join(dir, "snippets");
  mkdirSync(snippets, { recursive: true });
  for (const sub of ["cache", "cache-pages", "acme"]) mkdirSync(path.join(dir, sub), { recursive: true, mode: 0o777 });
  for (const sub of ["cache", "cache-pages"]) chmodSync(path.join(dir, sub), 0o777);
  cpSync(path.join(DEPLOY, "errors"), path.join(dir, "errors"), { recursive: true });
  openUp(path.join(dir, "errors"));
  const buildIdFile = path.join(dir, "marque-build-id.conf");
  if (!existsSync(buildIdFile)) copyFileSync(path.join(DEPLOY, "build-id.conf"), buildIdFile);

  const local = (text) =>
    text
      .replace(/^\s*listen \[::\].*$/gm, "")
      .replace(/listen 80( default_server)?;/g, `listen 127.0.0.1:${httpPort}$1;`)
      .replace(/listen 443 ssl/g, `listen 127.0.0.1:${httpsPort} ssl`)
      .replace(/\/etc\/letsencrypt\/live\/[^/]+\/fullchain\.pem/g, cert)
      .replace(/\/etc\/letsencrypt\/live\/[^/]+\/privkey\.pem/g, key)
      .replaceAll("/etc/nginx/snippets/", `${snippets}/`)
      .replaceAll("/etc/nginx/marque-errors", path.join(dir, "errors"))
      .replaceAll("/var/cache/nginx/marque-pages", path.join(dir, "cache-pages"))
      .replaceAll("/var/cache/nginx/marque", path.join(dir, "cache"))
      .replaceAll("/var/www/letsencrypt", path.join(dir, "acme"));

  for (const name of readdirSync(path.join(DEPLOY, "snippets")))
    writeFileSync(path.join(snippets, name), local(readFileSync(path.join(DEPLOY, "snippets", name), "utf8")));

  // One `server 127.0.0.1:…` line per app port, with the shipped line's parameters.
  const upstream = readFileSync(path.join(DEPLOY, "upstream.conf"), "utf8");
  const lines = [...upstream.matchAll(/^(\s*)server 127\.0\.0\.1:\d+(.*)$/gm)];
  if (lines.length === 0) throw new Error("deploy/nginx/upstream.conf lists no loopback server");
  const [, indent, params] = lines[0];
  let first = true;
  const upstreamLocal = upstream.replace(/^\s*server 127\.0\.0\.1:\d+.*\n/gm, () => {
    if (!first) return "";
    first = false;
    return appPorts.map((port) => `${indent}server 127.0.0.1:${port}${params}\n`).join("");
  });

  return [
    local(upstreamLocal),
    `include ${buildIdFile};`,
    local(readFileSync(path.join(DEPLOY, "default.conf"), "utf8")),
    ...readdirSync(DEPLOY)
      .filter((file) => SERVER_FILE.test(file))
      .map((file) => local(readFileSync(path.join(DEPLOY, file), "utf8"))),
  ].join("\n");
}
