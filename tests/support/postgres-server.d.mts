export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:PORT/test */
  url: string;
  port: number;
  dir: string;
  readonly pid: number;
  /** Stop the server and delete its folder. */
  stop(): Promise<void>;
  /** Stop the server but keep its data, as an outage would. */
  pause(): Promise<void>;
  /** Start a paused server again on the same port. */
  resume(): Promise<void>;
}
export function postgresBinDir(): string | null;
export function startPostgres(options?: { database?: string }): Promise<PostgresServer>;
