export const HEALTH_TIMEOUT_MS: number;
export const SETTLE_MS: number;
export const KEEP_RELEASES: number;
export function buildIdConf(buildId: string): string;
export function writeBuildIdConf(file: string, buildId: string): void;
export function readBuildId(standaloneDir: string): string;
export function installRelease(options: {
  standalone: string;
  home: string;
  buildId?: string;
  copy?: (from: string, to: string, options: { recursive: boolean; verbatimSymlinks: boolean }) => void;
}): { buildId: string; dir: string };
export function waitForHealth(url: string, timeoutMs?: number): Promise<void>;
export interface DeployInstance {
  name: string;
  port: number;
}
export function rollingRestart<I extends DeployInstance>(options: {
  instances: I[];
  restart: (instance: I) => Promise<void> | void;
  settleMs?: number;
  healthTimeoutMs?: number;
  log?: (message: string) => void;
}): Promise<void>;
export function prerenderedPages(standaloneDir: string, hubIds: readonly string[]): { hub: string; path: string }[];
export function warmCache(options: {
  pages: { hub: string; path: string }[];
  domains: Record<string, string>;
  address?: string;
  port?: number;
  ca?: string;
  concurrency?: number;
}): Promise<{ hub: string; path: string; status: number }[]>;
export function readEnvFile(file: string): Record<string, string>;
export function unitPort(unit: string): number;
