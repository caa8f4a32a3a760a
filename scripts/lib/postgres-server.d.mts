export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:PORT/test */
  url: string;
  port: number;
  dir: string;
  pid: number;
  stop(): Promise<void>;
}
export function postgresBinDir(): string | null;
export function startPostgres(options?: { database?: string }): Promise<PostgresServer>;
