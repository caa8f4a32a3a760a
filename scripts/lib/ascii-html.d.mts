/** The document with every non-ASCII character escaped; ASCII input comes back unchanged. */
export function asciiHtml(html: string): string;
