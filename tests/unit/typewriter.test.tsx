import { act, render, screen } from "@testing-library/react";
import { Typewriter } from "@/components/home/typewriter";

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

/** One act per timer: each state change schedules the next timeout on commit. */
const tick = (...steps: number[]) => steps.forEach((ms) => act(() => jest.advanceTimersByTime(ms)));

const shown = () => screen.getByTestId("typewriter").textContent?.replace(/\u200b/g, "");

describe("<Typewriter> timings with fake timers", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("holds 2000 ms, deletes at 50 ms per character, types at 100 ms per character, loops", () => {
    mockReducedMotion(false);
    render(<Typewriter words={["cat", "dog"]} />);
    expect(shown()).toBe("cat");
    act(() => jest.advanceTimersByTime(1999));
    expect(shown()).toBe("cat");
    act(() => jest.advanceTimersByTime(1)); // hold over, deleting starts
    act(() => jest.advanceTimersByTime(50));
    expect(shown()).toBe("ca");
    act(() => jest.advanceTimersByTime(49));
    expect(shown()).toBe("ca");
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toBe("c");
    act(() => jest.advanceTimersByTime(50));
    expect(shown()).toBe("");
    act(() => jest.advanceTimersByTime(99));
    expect(shown()).toBe("");
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toBe("d");
    tick(100, 100);
    expect(shown()).toBe("dog");
    tick(1999);
    expect(shown()).toBe("dog");
    tick(1, 50, 50, 50);
    expect(shown()).toBe("");
    tick(100);
    expect(shown()).toBe("c"); // back to the first word
  });

  it("is hidden from assistive technology (the full list is text elsewhere)", () => {
    mockReducedMotion(false);
    render(<Typewriter words={["cat"]} />);
    expect(screen.getByTestId("typewriter")).toHaveAttribute("aria-hidden", "true");
  });

  it("shows static text and never changes under prefers-reduced-motion", () => {
    mockReducedMotion(true);
    render(<Typewriter words={["cat", "dog"]} />);
    act(() => jest.advanceTimersByTime(60_000));
    expect(shown()).toBe("cat");
    expect(jest.getTimerCount()).toBe(0);
  });
});
