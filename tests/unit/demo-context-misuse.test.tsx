import { renderHook } from "@testing-library/react";
import { useHub, HubProvider } from "@/components/site/hub-context";
import { useLiveMessaging } from "@/components/demo/live-messaging-provider";
import { useSidebar } from "@/components/ui/sidebar";
import { HUBS } from "@/lib/hubs/registry";

/** Each hook outside its provider throws the exact text. */
describe("context misuse", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("useHub", () => {
    expect(() => renderHook(() => useHub())).toThrow(new Error("useHub must be used within a HubProvider"));
  });
  it("useLiveMessaging", () => {
    expect(() => renderHook(() => useLiveMessaging())).toThrow(
      new Error("useLiveMessaging must be used within a LiveMessagingProvider"),
    );
  });
  it("useSidebar", () => {
    expect(() => renderHook(() => useSidebar())).toThrow(new Error("useSidebar must be used within a SidebarProvider"));
  });
  it("useHub inside its provider gives the hub", () => {
    const { result } = renderHook(() => useHub(), {
      wrapper: ({ children }) => <HubProvider hub={HUBS.percymd}>{children}</HubProvider>,
    });
    expect(result.current.name).toBe(HUBS.percymd.name);
  });
});
