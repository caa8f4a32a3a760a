/** A free loopback TCP port. */
export function freePort(): Promise<number>;
export function ensureBuild(options?: { force?: boolean }): void;
export function startNext(extraEnv?: Record<string, string>): Promise<{ port: number; stop(): void }>;
/** GET `path` as `<hub>.localhost:<port>`, dialling 127.0.0.1. */
export function getAsHub(hub: string, port: number, path: string): Promise<{ status: number; body: Buffer }>;
