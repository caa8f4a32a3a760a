/** True when this checkout holds its whole history (not a shallow clone). */
export function fullHistory(): boolean;
/** The commit date (YYYY-MM-DD) that first added `file`; null in a shallow clone or for a file git has not seen. */
export function firstCommitDate(file: string): string | null;
