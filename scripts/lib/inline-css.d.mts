export function inlineStylesheets(html: string, readCss: (href: string) => string): string;
