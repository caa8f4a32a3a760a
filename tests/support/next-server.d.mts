/** A free loopback TCP port. */
export function freePort(): Promise<number>;
export function ensureBuild(options?: { force?: boolean }): void;
export function startNext(extraEnv?: Record<string, string>): Promise<{ port: number; stop(): void }>;
