import "./ui-polyfills";
import { act, render, screen } from "@testing-library/react";
import { Toaster, TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_LIMIT, TOAST_WIDTH_PX } from "@/components/ui/sonner";
import { dismissToast, notify, TOAST_VARIANTS } from "@/lib/toast/notify";

const toasts = () => Array.from(document.querySelectorAll<HTMLElement>("[data-sonner-toast]"));
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** sonner hands each toast to the Toaster on a 0 ms timer. */
const show = (fn: () => unknown) => {
  act(() => void fn());
  advance(0);
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => dismissToast());
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

describe("Toasts: one system (sonner)", () => {
  it("the Toaster applies its width and gap, shows at most its limit, and each toast leaves after its duration", () => {
    render(<Toaster />);
    for (let n = 1; n <= TOAST_LIMIT + 2; n++) show(() => notify(`Toast ${n}`));
    const list = document.querySelector<HTMLElement>("[data-sonner-toaster]")!;
    expect(list.style.getPropertyValue("--width")).toBe(`${TOAST_WIDTH_PX}px`);
    expect(list.style.getPropertyValue("--gap")).toBe(`${TOAST_GAP_PX}px`);
    expect(toasts().filter((t) => t.dataset.visible === "true")).toHaveLength(TOAST_LIMIT);

    // One toast's life, alone on screen.
    act(() => dismissToast());
    advance(1000);
    show(() => notify("Short lived"));
    advance(TOAST_DURATION_MS - 100);
    expect(screen.getByText("Short lived")).toBeInTheDocument();
    advance(1000);
    expect(screen.queryByText("Short lived")).toBeNull();
  });

  it.each([
    ["default", "default"],
    ["destructive", "error"],
    ["error", "error"],
    ["success", "success"],
    ["info", "info"],
    ["warning", "warning"],
    ["loading", "loading"],
  ] as const)("variant %s renders as sonner's %s toast", (variant, type) => {
    render(<Toaster />);
    show(() => notify("Heads up", { variant, description: "Details here" }));
    const [toast] = toasts();
    // sonner leaves data-type off its plain toast.
    if (type === "default") expect(toast).not.toHaveAttribute("data-type");
    else expect(toast).toHaveAttribute("data-type", type);
    expect(toast).toHaveTextContent("Heads up");
    expect(toast).toHaveTextContent("Details here");
  });

  it("every variant renders, and is announced through a live region", () => {
    render(<Toaster />);
    for (const variant of TOAST_VARIANTS) show(() => notify(`As ${variant}`, { variant }));
    const region = document.querySelector<HTMLElement>("[aria-live]");
    expect(region).not.toBeNull();
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region!.contains(screen.getByText(`As ${TOAST_VARIANTS.at(-1)}`))).toBe(true);
  });

  it("a loading toast is updated in place by reusing its id", () => {
    render(<Toaster />);
    let id: string | number = "";
    show(() => (id = notify("Sending…", { variant: "loading" })));
    show(() => notify("Sent", { variant: "success", id }));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveAttribute("data-type", "success");
  });
});
