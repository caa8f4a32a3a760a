import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
/**
 * An nginx config that runs unprivileged from one folder (`nginx -c FILE -p
 * DIR`): pid, logs and temp paths inside `dir`, in the foreground so its PID
 * is the one to stop. `server` is the body of the one server block, or
 * `http` the whole http context's own text (server blocks, upstreams).
 */
export function nginxConfig({ dir, workers = 1, connections = 64, server, http }) {
  return `worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections ${connections}; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${http ?? `  server {\n${server}\n  }`}
}
`;
}

/**
 * The shipped nginx files (deploy/nginx) as one http context, changed only where a test machine must:
 * the listen addresses (`httpListen`, `httpsListen`, e.g. `127.0.0.1:8080`), certificate paths, the
 * snippet's path (copied into `dir`), the upstream's port and the cache and ACME folders (inside `dir`).
 */
export function shippedNginx({ root, dir, appPort, httpListen, httpsListen, cert, key, domains }) {
  const deploy = path.join(root, "deploy/nginx");
  const files = [
    path.join(deploy, "upstream.conf"),
    path.join(deploy, "default.conf"),
    ...domains.map((domain) => path.join(deploy, `${domain}.conf`)),
  ];
  const snippet = path.join(dir, "marque-proxy.conf");
  writeFileSync(snippet, readFileSync(path.join(deploy, "snippets/marque-proxy.conf"), "utf8"));
  return files
    .map((file) =>
      readFileSync(file, "utf8")
        .replace(/^\s*listen \[::\].*$/gm, "")
        .replace(/listen 80( default_server)?;/g, `listen ${httpListen}$1;`)
        .replace(/listen 443 ssl/g, `listen ${httpsListen} ssl`)
        .replace(/\/etc\/letsencrypt\/live\/[^/]+\/fullchain\.pem/g, cert)
        .replace(/\/etc\/letsencrypt\/live\/[^/]+\/privkey\.pem/g, key)
        .replace("/etc/nginx/snippets/marque-proxy.conf", snippet)
        .replace("server 127.0.0.1:3000;", `server 127.0.0.1:${appPort};`)
        .replace("/var/cache/nginx/marque", path.join(dir, "cache"))
        .replace("/var/www/letsencrypt", path.join(dir, "acme")),
    )
    .join("\n");
}
