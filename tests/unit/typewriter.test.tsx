import { act, render, screen } from "@testing-library/react";
import { Typewriter } from "@/components/home/typewriter";
import { TYPEWRITER_TIMINGS } from "@/content/constants";

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

const { typeMs, holdMs, deleteMs } = TYPEWRITER_TIMINGS;

describe("<Typewriter> with fake timers", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("holds a word, deletes it a character at a time, types the next, and cycles back to the first", () => {
    mockReducedMotion(false);
    render(<Typewriter words={["cat", "dog"]} />);
    expect(shown()).toBe("cat");
    tick(holdMs - 1);
    expect(shown()).toBe("cat"); // still holding
    tick(1, deleteMs);
    expect(shown()).toBe("ca");
    tick(deleteMs - 1);
    expect(shown()).toBe("ca"); // one character per step, not faster
    tick(1, deleteMs);
    expect(shown()).toBe("");
    tick(typeMs - 1);
    expect(shown()).toBe("");
    tick(1);
    expect(shown()).toBe("d");
    tick(typeMs, typeMs);
    expect(shown()).toBe("dog");
    tick(holdMs - 1);
    expect(shown()).toBe("dog");
    tick(1, deleteMs, deleteMs, deleteMs);
    expect(shown()).toBe("");
    tick(typeMs);
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
