import { contentSecurityPolicy, THEME_SCRIPT_HASH } from "./headers";

/** The admin pages: rendered per request, so each answer can carry its own script nonce. */
export function isAdminPage(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/** 128 random bits, base64: unguessable and fresh for every response. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The admin pages' policy: the site-wide one with scripts allowed only by
 * this response's nonce ('strict-dynamic' lets those scripts load the
 * chunks they need) or the theme script's hash (the static layout's one
 * script, which cannot carry a nonce), never by 'unsafe-inline'.
 */
export function adminContentSecurityPolicy(nonce: string, dev: boolean): string {
  return contentSecurityPolicy(dev, {
    scriptSrc: ["'self'", `'nonce-${nonce}'`, THEME_SCRIPT_HASH, "'strict-dynamic'"],
  });
}

/**
 * For proxy.ts, for any document rendered per request (an admin page, a
 * 404, …): the request headers Next renders with (it reads the nonce from
 * the Content-Security-Policy request header and puts it on its own
 * scripts) and the policy to answer with.
 */
export function nonceHeaders(requestHeaders: Headers, dev: boolean): { request: Headers; policy: string } {
  const policy = adminContentSecurityPolicy(newNonce(), dev);
  const request = new Headers(requestHeaders);
  request.set("content-security-policy", policy);
  return { request, policy };
}

/** For proxy.ts: on an admin page, its nonce headers (nonceHeaders); elsewhere null. */
export function adminNonceHeaders(
  pathname: string,
  requestHeaders: Headers,
  dev: boolean,
): { request: Headers; policy: string } | null {
  return isAdminPage(pathname) ? nonceHeaders(requestHeaders, dev) : null;
}
