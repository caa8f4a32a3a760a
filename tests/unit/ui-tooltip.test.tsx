import "./ui-polyfills";
import { act, fireEvent, render, screen } from "@testing-library/react";
import {
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from "@/components/ui/tooltip";

function Tips() {
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger>One</TooltipTrigger>
        <TooltipContent>First tip</TooltipContent>
      </Tooltip>
      <Tooltip>
        <TooltipTrigger>Two</TooltipTrigger>
        <TooltipContent>Second tip</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}

/** Radix opens on a mouse pointermove over the trigger. Closing by Escape (any close starts the skip window). */
const hover = (el: Element) => fireEvent.pointerMove(el, { pointerType: "mouse" });
const close = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
const leave = (el: Element) => fireEvent.pointerLeave(el, { pointerType: "mouse" });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const tip = (text: string) => screen.queryByRole("tooltip", { name: text });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("Tooltip", () => {
  it("opens only after its delay of hover, and closes on Escape", () => {
    render(<Tips />);
    hover(screen.getByText("One"));
    advance(TOOLTIP_DELAY_MS - 1);
    expect(tip("First tip")).toBeNull();
    advance(1);
    expect(tip("First tip")).not.toBeNull();
    close();
    expect(tip("First tip")).toBeNull();
  });

  it("moving to a neighbor within the skip delay opens it at once; after 300 ms the full delay applies again", () => {
    render(<Tips />);
    const one = screen.getByText("One");
    const two = screen.getByText("Two");
    hover(one);
    advance(TOOLTIP_DELAY_MS);
    expect(tip("First tip")).not.toBeNull();

    close();
    leave(one);
    expect(tip("First tip")).toBeNull();
    advance(TOOLTIP_SKIP_DELAY_MS - 1);
    hover(two);
    advance(0);
    expect(tip("Second tip")).not.toBeNull();

    close();
    leave(two);
    advance(TOOLTIP_SKIP_DELAY_MS);
    hover(one);
    advance(TOOLTIP_DELAY_MS - 1);
    expect(tip("First tip")).toBeNull();
    advance(1);
    expect(tip("First tip")).not.toBeNull();
  });
});
