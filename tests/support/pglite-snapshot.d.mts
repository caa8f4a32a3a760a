import type { PGlite } from "@electric-sql/pglite";

export function snapshotPath(): string;
export function ensureSnapshot(openPglite: (dataDir: string) => Promise<PGlite>): Promise<string>;
export function readSnapshot(file: string): Blob;
export function ensureDataDirSnapshot(openPglite: (dataDir: string) => Promise<PGlite>): Promise<string>;
export function seedDataDir(dataDir: string, openPglite: (dataDir: string) => Promise<PGlite>): Promise<void>;
