export function nginxConfig(options: { dir: string; workers?: number; connections?: number; server: string }): string;
