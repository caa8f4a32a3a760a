/**
 * The sidebar's cookie, 7 days, and its three widths. Kept
 * out of the "use client" provider so a server layout can read the cookie
 * with the same name and rule (a client module gives a server component a
 * reference, not the value).
 */
export const SIDEBAR_COOKIE_NAME = "sidebar:state";
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = "16rem";
export const SIDEBAR_WIDTH_MOBILE = "18rem";
export const SIDEBAR_WIDTH_ICON = "3rem";
/** Ctrl or Cmd + B toggles the sidebar. */
export const SIDEBAR_KEYBOARD_SHORTCUT = "b";

/** For a server layout that reads the request cookie: expanded unless it says "false". */
export function sidebarOpenFromCookie(value: string | undefined): boolean {
  return value !== "false";
}
