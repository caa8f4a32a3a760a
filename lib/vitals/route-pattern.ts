/**
 * The route pattern of `pathname` as the app router writes it: each path
 * segment that is a dynamic parameter's value becomes `[name]` (so
 * `/clients/donsbt` is `/clients/[clientId]`); the hub segment is not in the
 * visible path. No query, no hash.
 */
export function routePattern(pathname: string, params: Record<string, string | string[] | undefined>): string {
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    if (name === "hub" || value === undefined) continue;
    for (const part of Array.isArray(value) ? value : [value]) names.set(part, name);
  }
  const segments = pathname
    .split(/[?#]/)[0]
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      const name = names.get(safeDecode(segment));
      return name ? `[${name}]` : segment;
    });
  return `/${segments.join("/")}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
