export function sharedFiles(): string[];
export function generated(): Map<string, string>;
export function layOut(dir: string): string;
