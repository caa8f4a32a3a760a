/**
 * SPEC §3 "Sidebar state: cookie sidebar:state, path /, lifetime 7 days",
 * read on the server so the dashboard's first paint has the right width.
 * The same name lives in components/ui/sidebar-provider.tsx, but that is a
 * client module: a server component gets a reference, not the value, from it
 * (tests/unit/sidebar-cookie.test.tsx keeps the two equal).
 */
export const SIDEBAR_STATE_COOKIE = "sidebar:state";

/** Expanded unless the cookie says "false" (the default is expanded). */
export function sidebarOpenFromCookieValue(value: string | undefined): boolean {
  return value !== "false";
}
