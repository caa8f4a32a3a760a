import {
  initialTypewriterState,
  nextTypewriterState,
  typewriterDelay,
  typewriterText,
  type TypewriterState,
} from "@/components/home/typewriter-machine";
import { TYPEWRITER_TIMINGS } from "@/content/constants";

const WORDS = ["ab", "xyz"];

/** Walk the machine, recording (text shown, how long it stays) pairs. */
function trace(steps: number): Array<[string, number]> {
  let state: TypewriterState = initialTypewriterState(WORDS);
  const out: Array<[string, number]> = [];
  for (let i = 0; i < steps; i++) {
    out.push([typewriterText(state, WORDS), typewriterDelay(state)]);
    state = nextTypewriterState(state, WORDS);
  }
  return out;
}

const { typeMs: T, holdMs: H, deleteMs: D } = TYPEWRITER_TIMINGS;

describe("typewriter state machine", () => {
  it("starts holding the first word in full, as the server rendered it", () => {
    const state = initialTypewriterState(WORDS);
    expect(typewriterText(state, WORDS)).toBe("ab");
    expect(typewriterDelay(state)).toBe(H);
  });

  it("holds, deletes a character per step, types the next word a character per step, and loops", () => {
    expect(trace(17)).toEqual([
      ["ab", H], // hold word 1
      ["ab", D], // deleting
      ["a", D],
      ["", T], // empty: next word starts typing
      ["x", T],
      ["xy", T],
      ["xyz", H], // full: hold
      ["xyz", D],
      ["xy", D],
      ["x", D],
      ["", T], // loops back to the first word
      ["a", T],
      ["ab", H],
      ["ab", D],
      ["a", D],
      ["", T],
      ["x", T],
    ]);
  });

  it("survives an empty word list", () => {
    const state = initialTypewriterState([]);
    expect(typewriterText(state, [])).toBe("");
    expect(typewriterText(nextTypewriterState(state, []), [])).toBe("");
  });
});
