export const AFTER_PAINT_ATTRIBUTE: string;
export function afterFirstPaint(html: string): string;
export function pageScripts(html: string): string[];
