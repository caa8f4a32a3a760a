export function nginxConfig(
  options: { dir: string; workers?: number; connections?: number } & ({ server: string } | { http: string }),
): string;
export function shippedNginx(options: {
  root: string;
  dir: string;
  appPort: number;
  httpListen: string;
  httpsListen: string;
  cert: string;
  key: string;
  domains: readonly string[];
}): string;
