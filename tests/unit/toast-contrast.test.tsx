import "./ui-polyfills";
import { act, render } from "@testing-library/react";
import { Toaster } from "@/components/ui/sonner";
import { TOAST_COLORS, type ToastTheme } from "@/lib/toast/colors";
import { dismissToast, notify } from "@/lib/toast/notify";

/** WCAG 2.x contrast of two #rrggbb colors. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b2] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

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
