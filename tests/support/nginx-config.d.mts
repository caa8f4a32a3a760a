export function nginxConfig(
  options: { dir: string; workers?: number; connections?: number } & ({ server: string } | { http: string }),
): string;
type NginxOptions = { dir: string; workers?: number; connections?: number } & ({ server: string } | { http: string });
export function startNginx(
  options: NginxOptions & { ports: number[]; host: string; readyPath?: string; timeoutMs?: number },
): Promise<{ child: import("node:child_process").ChildProcess; stop(): Promise<void> }>;
