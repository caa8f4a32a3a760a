import "./ui-polyfills";
import { act, render, screen } from "@testing-library/react";
import { Toaster } from "@/components/ui/sonner";
import { dismissErrorToasts, dismissToast, notify } from "@/lib/toast/notify";

/** A success must not sit under the toast of an earlier failure: the error toasts go, the others stay. */
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => dismissToast());
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

it("dismissErrorToasts takes down error and destructive toasts and leaves the rest", () => {
  render(<Toaster />);
  act(() => {
    notify("Required fields missing", { variant: "destructive" });
    notify("Something went sideways", { variant: "error" });
    notify("Saved", { variant: "success" });
  });
  advance(0);
  expect(screen.getByText("Required fields missing")).toBeInTheDocument();
  act(() => dismissErrorToasts());
  // sonner dismisses on the next frame, then lets the toast animate out before it leaves the DOM.
  advance(50);
  advance(1000);
  expect(screen.queryByText("Required fields missing")).toBeNull();
  expect(screen.queryByText("Something went sideways")).toBeNull();
  expect(screen.getByText("Saved")).toBeInTheDocument();
});
