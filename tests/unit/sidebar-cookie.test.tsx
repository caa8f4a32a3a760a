import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SidebarProvider, SidebarTrigger, useSidebar } from "@/components/ui/sidebar";
import { SIDEBAR_COOKIE_MAX_AGE_S, SIDEBAR_COOKIE_NAME } from "@/components/ui/sidebar-provider";
import { SIDEBAR_STATE_COOKIE, sidebarOpenFromCookieValue } from "@/lib/admin/sidebar-cookie";

/** SPEC §3/§4/§9: the sidebar state goes to the cookie sidebar:state, path /, 7 days; Ctrl/Cmd+B toggles. */
let written: string[] = [];

beforeAll(() => {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }),
  });
  Object.defineProperty(document, "cookie", { configurable: true, get: () => "", set: (v: string) => void written.push(v) });
});
beforeEach(() => {
  written = [];
});

function State() {
  const { state } = useSidebar();
  return <p data-testid="state">{state}</p>;
}

function setup(defaultOpen = true) {
  return render(
    <SidebarProvider defaultOpen={defaultOpen}>
      <SidebarTrigger />
      <State />
    </SidebarProvider>,
  );
}

describe("sidebar state cookie", () => {
  it("Ctrl+B and Cmd+B toggle, and each change is written with path / and 604800 s", async () => {
    setup();
    expect(screen.getByTestId("state")).toHaveTextContent("expanded");
    await userEvent.keyboard("{Control>}b{/Control}");
    expect(screen.getByTestId("state")).toHaveTextContent("collapsed");
    await userEvent.keyboard("{Meta>}b{/Meta}");
    expect(screen.getByTestId("state")).toHaveTextContent("expanded");
    expect(SIDEBAR_COOKIE_MAX_AGE_S).toBe(604800);
    expect(written).toHaveLength(2);
    expect(written[0]).toMatch(new RegExp(`^${SIDEBAR_COOKIE_NAME}=false;`));
    expect(written[1]).toMatch(new RegExp(`^${SIDEBAR_COOKIE_NAME}=true;`));
    for (const cookie of written) {
      expect(cookie).toMatch(/;\s*path=\/(;|$)/);
      expect(cookie).toMatch(/;\s*max-age=604800(;|$)/);
    }
  });

  it("B alone does nothing; the trigger button toggles too", async () => {
    setup(false);
    await userEvent.keyboard("b");
    expect(screen.getByTestId("state")).toHaveTextContent("collapsed");
    expect(written).toHaveLength(0);
    await act(() => userEvent.click(screen.getByRole("button", { name: /toggle sidebar/i })));
    expect(screen.getByTestId("state")).toHaveTextContent("expanded");
    expect(written[0]).toMatch(/^sidebar:state=true;/);
  });

  it("the server reads the same cookie back: only 'false' means collapsed", () => {
    expect(SIDEBAR_STATE_COOKIE).toBe(SIDEBAR_COOKIE_NAME);
    expect(sidebarOpenFromCookieValue("false")).toBe(false);
    expect(sidebarOpenFromCookieValue("true")).toBe(true);
    expect(sidebarOpenFromCookieValue(undefined)).toBe(true);
  });
});
