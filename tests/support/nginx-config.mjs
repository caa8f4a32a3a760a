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
