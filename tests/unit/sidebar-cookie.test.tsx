import { SIDEBAR_COOKIE_NAME } from "@/components/ui/sidebar-provider";
import { SIDEBAR_STATE_COOKIE, sidebarOpenFromCookieValue } from "@/lib/admin/sidebar-cookie";

/**
 * The admin layout reads `sidebar:state` on the server (first paint at the
 * right width) from its own module: the UI kit's constant lives in a client
 * module. The writes, Ctrl/Cmd+B and the widths are tested in ui-sidebar.test.tsx.
 */
describe("the sidebar cookie, read on the server", () => {
  it("has the same name the provider writes", () => {
    expect(SIDEBAR_STATE_COOKIE).toBe(SIDEBAR_COOKIE_NAME);
    expect(SIDEBAR_STATE_COOKIE).toBe("sidebar:state");
  });
  it("only 'false' means collapsed; no cookie means expanded", () => {
    expect(sidebarOpenFromCookieValue("false")).toBe(false);
    expect(sidebarOpenFromCookieValue("true")).toBe(true);
    expect(sidebarOpenFromCookieValue(undefined)).toBe(true);
  });
});
