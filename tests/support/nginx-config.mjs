import { execFileSync, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { request } from "node:http";
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
 * nginx on `options` (those of nginxConfig; the config is written to DIR/nginx.conf), checked with `nginx -t`
 * first; resolves once `readyPath` answers 200 through every port in `ports` with Host `host`. `stop()` ends it
 * by its PID and waits for the exit.
 */
export async function startNginx({ ports, host, readyPath = "/robots.txt", timeoutMs = 60_000, ...options }) {
  const conf = path.join(options.dir, "nginx.conf");
  writeFileSync(conf, nginxConfig(options));
  execFileSync("/usr/sbin/nginx", ["-t", "-c", conf, "-p", options.dir], { stdio: "pipe" });
  const child = spawn("/usr/sbin/nginx", ["-c", conf, "-p", options.dir], { stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const deadline = Date.now() + timeoutMs;
  for (const port of ports) {
    while ((await status(port, readyPath, host)) !== 200) {
      if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error(`nothing answered ${readyPath} through nginx on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
    },
  };
}

function status(port, pathname, host) {
  return new Promise((resolve) => {
    const req = request(
      { host: "127.0.0.1", port, path: pathname, headers: { host, connection: "close" }, agent: false },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode));
      },
    );
    req.on("error", () => resolve(null));
    req.end();
  });
}
