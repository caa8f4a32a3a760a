export const MIGRATIONS_DIR: string;
export function readMigrations(dir?: string): { name: string; sql: string }[];
export function prepareFor(url: string, setting?: string): boolean;
export function migrateDatabase(url: string, options?: { dir?: string; prepare?: boolean }): Promise<string[]>;
