export function loadProjectEnv(dir?: string): void;
