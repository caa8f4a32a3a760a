import "./ui-polyfills";
import { act, render, screen } from "@testing-library/react";
import { Toaster, TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_LIMIT, TOAST_WIDTH_PX } from "@/components/ui/sonner";
import { dismissToast, notify, TOAST_VARIANTS } from "@/lib/toast";

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

describe("Toasts: one system (sonner) with the second-system constants", () => {
  it("exports three visible, 4000 ms, 356 px wide, 14 px gap", () => {
    expect([TOAST_LIMIT, TOAST_DURATION_MS, TOAST_WIDTH_PX, TOAST_GAP_PX]).toEqual([3, 4000, 356, 14]);
  });

  it("the Toaster applies them: width and gap, at most three shown, gone after 4000 ms", () => {
    render(<Toaster />);
    for (const n of [1, 2, 3, 4, 5]) show(() => notify(`Toast ${n}`));
    const list = document.querySelector<HTMLElement>("[data-sonner-toaster]")!;
    expect(list.style.getPropertyValue("--width")).toBe("356px");
    expect(list.style.getPropertyValue("--gap")).toBe("14px");
    expect(toasts().filter((t) => t.dataset.visible === "true")).toHaveLength(3);

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

  it("covers every toast variant", () => {
    expect(TOAST_VARIANTS).toEqual(["default", "destructive", "success", "info", "warning", "error", "loading"]);
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
