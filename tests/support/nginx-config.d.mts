export function nginxConfig(
  options: { dir: string; workers?: number; connections?: number } & ({ server: string } | { http: string }),
): string;
