// nginx serving one prerendered HTML file: the physical limit for a static
// page on this machine, to compare Next (proxy + prerender) against.
import { chmodSync, existsSync, mkdirSync, writeFileSync, copyFileSync } from "node:fs";
import path from "node:path";
import { startProcess } from "./lib.mjs";
import { nginxConfig } from "../tests/support/nginx-config.mjs";

export const NGINX = "/usr/sbin/nginx";

export function nginxAvailable() {
  return existsSync(NGINX);
}

export function startNginx(tmp, htmlFile, port) {
  const dir = path.join(tmp, "nginx");
  mkdirSync(path.join(dir, "www"), { recursive: true });
  copyFileSync(htmlFile, path.join(dir, "www/index.html"));
  // nginx's workers run as an unprivileged user: they must be able to read the page (else every answer is a 403).
  for (const p of [tmp, dir, path.join(dir, "www")]) chmodSync(p, 0o755);
  chmodSync(path.join(dir, "www/index.html"), 0o644);
  const conf = nginxConfig({
    dir,
    workers: 2,
    connections: 1024,
    server: `    listen 127.0.0.1:${port};
    root ${dir}/www;
    location / { default_type text/html; try_files /index.html =404; }`,
  });
  writeFileSync(path.join(dir, "nginx.conf"), conf);
  return startProcess(NGINX, ["-c", path.join(dir, "nginx.conf"), "-p", dir]);
}
