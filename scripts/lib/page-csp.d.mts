export function inlineScripts(html: string): string[];
export function hashSource(text: string): string;
export function scriptHashes(html: string): string[];
export function metaWithPolicy(metaText: string, policy: string): string;
