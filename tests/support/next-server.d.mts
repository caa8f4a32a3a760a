/** A free loopback TCP port. */
export function freePort(): Promise<number>;
/** Waits for this run's turn to start `next dev` (one at a time per folder); resolves to the function that ends it. */
export function nextDevTurn(options?: { timeoutMs?: number }): Promise<() => void>;

export interface SiteOptions {
  /** Server variables (undefined leaves one out); PATH, HOME and TMPDIR pass through, nothing else. */
  env?: Record<string, string | undefined>;
  /** "npm start" (server.mjs, the default) or Next's own "next start". */
  entry?: "npm start" | "next start";
  /** The address to listen on (-H). */
  bind?: string;
  /** A fixed port instead of a free one. */
  port?: number;
  /** The path that answers 200 once the site is up (default /robots.txt); null: resolve at once. */
  readyPath?: string | null;
  timeoutMs?: number;
  /** "stderr" (default): the server's stderr on ours; "capture": kept for output(); "ignore". */
  output?: "stderr" | "capture" | "ignore";
  /** DATA_DIR to use (kept at stop); by default a temp folder, removed at stop. */
  dataDir?: string;
  /** Put the migrated embedded database in DATA_DIR first (default true). */
  seed?: boolean;
}

export interface Site {
  port: number;
  child: import("node:child_process").ChildProcess;
  dataDir: string;
  /** Resolves to the exit code once the server has exited. */
  exited: Promise<number | null>;
  /** `<hub>.localhost:PORT` (hub marque by default). */
  host(hub?: string): string;
  /** `http://<hub>.localhost:PORT`. */
  origin(hub?: string): string;
  /** What the server printed, with output "capture". */
  output(): string;
  /** SIGTERM, wait for the exit, remove the temp DATA_DIR. */
  stop(): Promise<void>;
}

export function startSite(options?: SiteOptions): Promise<Site>;
export function startSites(count: number, options?: SiteOptions): Promise<Site[]>;
export function startNext(extraEnv?: Record<string, string>): Promise<{ port: number; stop(): Promise<void> }>;
/** GET `path` as `<hub>.localhost:<port>`, dialling 127.0.0.1. */
export function getAsHub(hub: string, port: number, path: string): Promise<{ status: number; body: Buffer }>;
