export function shippedNginx(options: {
  dir: string;
  httpPort: number;
  httpsPort: number;
  appPorts: number[];
  cert: string;
  key: string;
  /** The checkout (default: the working directory). */
  root?: string;
}): string;
