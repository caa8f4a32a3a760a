export function buildCssReader(projectDir: string): (href: string) => string;
export function paintFirst(html: string, readCss: (href: string) => string): string;
