export interface FirstLoadJs {
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
}

export function firstLoadJs(origin: string, path: string, host?: string): Promise<FirstLoadJs>;
