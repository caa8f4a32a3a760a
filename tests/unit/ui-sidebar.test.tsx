import { setMobileViewport } from "./ui-polyfills";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  Sidebar,
  SidebarContent,
  SidebarInset,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
} from "@/components/ui/sidebar";
import {
  SIDEBAR_COOKIE_MAX_AGE_S,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
  sidebarOpenFromCookie,
} from "@/components/ui/sidebar-provider";

function Layout({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <SidebarProvider defaultOpen={defaultOpen}>
      <Sidebar collapsible="icon">
        <SidebarContent>
          <a href="/pricing">Pricing</a>
        </SidebarContent>
      </Sidebar>
      <SidebarInset>
        <SidebarTrigger />
        <State />
      </SidebarInset>
    </SidebarProvider>
  );
}

function State() {
  const { state, openMobile } = useSidebar();
  return <output aria-label="state">{`${state}/${openMobile ? "drawer-open" : "drawer-closed"}`}</output>;
}

const desktopSidebar = () => document.querySelector('[data-slot="sidebar"][data-state]') as HTMLElement;
// hidden: true — an open drawer marks the rest of the page aria-hidden, as a modal should.
const state = () => screen.getByRole("status", { name: "state", hidden: true }).textContent;

/** jsdom keeps every cookie write; these spies see exactly what the provider writes. */
let cookieWrites: string[];
beforeEach(() => {
  cookieWrites = [];
  setMobileViewport(false);
  jest.spyOn(document, "cookie", "set").mockImplementation((v: string) => void cookieWrites.push(v));
});
afterEach(() => jest.restoreAllMocks());

describe("Sidebar", () => {
  it("sets the expanded and collapsed widths as CSS variables the sidebar sizes itself by", () => {
    render(<Layout />);
    const wrapper = document.querySelector('[data-slot="sidebar-wrapper"]') as HTMLElement;
    expect(wrapper.style.getPropertyValue("--sidebar-width")).toBe(SIDEBAR_WIDTH);
    expect(wrapper.style.getPropertyValue("--sidebar-width-icon")).toBe(SIDEBAR_WIDTH_ICON);
    const container = document.querySelector('[data-slot="sidebar-container"]') as HTMLElement;
    expect(container).toHaveClass("w-(--sidebar-width)", "group-data-[collapsible=icon]:w-(--sidebar-width-icon)");
  });

  it.each([
    ["Ctrl", { ctrlKey: true }],
    ["Cmd", { metaKey: true }],
  ])("%s+B toggles expanded/collapsed and writes the cookie (path /, 7 days)", (_name, modifier) => {
    render(<Layout />);
    expect(desktopSidebar()).toHaveAttribute("data-state", "expanded");
    const event = fireEvent.keyDown(window, { key: "b", ...modifier });
    expect(event).toBe(false); // default prevented: the browser's own Ctrl+B (bookmarks/bold) does not run
    expect(desktopSidebar()).toHaveAttribute("data-state", "collapsed");
    expect(desktopSidebar()).toHaveAttribute("data-collapsible", "icon");
    expect(cookieWrites.at(-1)).toBe(
      `${SIDEBAR_COOKIE_NAME}=false; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; samesite=lax`,
    );
    fireEvent.keyDown(window, { key: "B", ...modifier });
    expect(desktopSidebar()).toHaveAttribute("data-state", "expanded");
    expect(cookieWrites.at(-1)).toBe(
      `${SIDEBAR_COOKIE_NAME}=true; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; samesite=lax`,
    );
  });

  it("plain B, or Ctrl with another key, does nothing", () => {
    render(<Layout />);
    fireEvent.keyDown(window, { key: "b" });
    fireEvent.keyDown(window, { key: "k", ctrlKey: true });
    expect(desktopSidebar()).toHaveAttribute("data-state", "expanded");
    expect(cookieWrites).toEqual([]);
  });

  it("the trigger button toggles too and reports aria-expanded", async () => {
    const user = userEvent.setup();
    render(<Layout />);
    const trigger = screen.getByRole("button", { name: /toggle sidebar/i });
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(state()).toBe("collapsed/drawer-closed");
  });

  it("starts from the cookie value a server layout passes in", () => {
    expect(sidebarOpenFromCookie("false")).toBe(false);
    expect(sidebarOpenFromCookie("true")).toBe(true);
    expect(sidebarOpenFromCookie(undefined)).toBe(true);
    render(<Layout defaultOpen={sidebarOpenFromCookie("false")} />);
    expect(desktopSidebar()).toHaveAttribute("data-state", "collapsed");
  });

  it("below the mobile breakpoint it is a slide-in drawer, which Ctrl+B opens without touching the desktop state", () => {
    render(<Layout />);
    act(() => setMobileViewport(true));
    expect(desktopSidebar()).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.keyDown(window, { key: "b", ctrlKey: true });
    const drawer = screen.getByRole("dialog", { name: "Sidebar" });
    expect(drawer).toHaveAttribute("data-mobile", "true");
    expect(drawer.style.getPropertyValue("--sidebar-width")).toBe(SIDEBAR_WIDTH_MOBILE);
    expect(drawer).toHaveClass("w-(--sidebar-width)");
    expect(screen.getByRole("link", { name: "Pricing" })).toBeInTheDocument();
    expect(state()).toBe("expanded/drawer-open");
    expect(cookieWrites).toEqual([]);
  });

  it("useSidebar outside the provider throws the spec's message", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<State />)).toThrow("useSidebar must be used within a SidebarProvider");
    spy.mockRestore();
  });
});
