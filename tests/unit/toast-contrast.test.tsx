import "./ui-polyfills";
import { act, render } from "@testing-library/react";
import { Toaster } from "@/components/ui/sonner";
import { TOAST_COLORS, type ToastTheme } from "@/lib/toast/colors";
import { dismissToast, notify } from "@/lib/toast/notify";
import { contrast } from "../support/wcag-contrast";

describe("toast colors meet WCAG AA (4.5:1)", () => {
  for (const theme of ["light", "dark"] as ToastTheme[]) {
    for (const [tone, { bg, text }] of Object.entries(TOAST_COLORS[theme])) {
      it(`${theme} ${tone}: ${text} on ${bg}`, () => {
        expect(contrast(text, bg)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it("sonner's own light error text (#e60000 on #fff0f0) would not", () => {
    expect(contrast("#e60000", "#fff0f0")).toBeLessThan(4.5);
  });
});

describe("the Toaster hands the colors to sonner", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => dismissToast());
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it("as CSS variables on the toast list, overriding sonner's", () => {
    render(<Toaster />);
    act(() => void notify("Failed", { variant: "error" }));
    act(() => jest.advanceTimersByTime(0));
    const list = document.querySelector<HTMLElement>("[data-sonner-toaster]")!;
    expect(list.dataset.sonnerTheme).toBe("light");
    expect(list.style.getPropertyValue("--error-text")).toBe(TOAST_COLORS.light.error.text);
    expect(list.style.getPropertyValue("--warning-text")).toBe(TOAST_COLORS.light.warning.text);
    expect(list.style.getPropertyValue("--normal-bg")).toBe(TOAST_COLORS.light.normal.bg);
  });
});
