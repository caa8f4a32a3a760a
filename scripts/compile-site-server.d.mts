export const SITE_SERVER_ENTRY: string;
export const SITE_SERVER_OUT: string;
export const SITE_SERVER_MODULE: string;
/** Compiles lib/startup/site-server.ts and what it imports to CommonJS under `out`; answers the sources compiled. */
export function compileSiteServer(projectDir?: string, out?: string): string[];
