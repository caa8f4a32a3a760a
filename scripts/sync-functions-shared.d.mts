export function sharedFiles(): string[];
export function generated(): Map<string, string>;
