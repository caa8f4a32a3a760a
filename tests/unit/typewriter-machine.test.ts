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

describe("typewriter state machine", () => {
  it("uses the spec's timings: 100 ms type, 2000 ms hold, 50 ms delete", () => {
    expect(TYPEWRITER_TIMINGS).toEqual({ typeMs: 100, holdMs: 2000, deleteMs: 50 });
  });

  it("starts holding the first word in full, as the server rendered it", () => {
    const state = initialTypewriterState(WORDS);
    expect(typewriterText(state, WORDS)).toBe("ab");
    expect(typewriterDelay(state)).toBe(2000);
  });

  it("holds, deletes a character per 50 ms, types the next word a character per 100 ms, and loops", () => {
    expect(trace(17)).toEqual([
      ["ab", 2000], // hold word 1
      ["ab", 50], // deleting
      ["a", 50],
      ["", 100], // empty: next word starts typing
      ["x", 100],
      ["xy", 100],
      ["xyz", 2000], // full: hold
      ["xyz", 50],
      ["xy", 50],
      ["x", 50],
      ["", 100], // loops back to the first word
      ["a", 100],
      ["ab", 2000],
      ["ab", 50],
      ["a", 50],
      ["", 100],
      ["x", 100],
    ]);
  });

  it("survives an empty word list", () => {
    const state = initialTypewriterState([]);
    expect(typewriterText(state, [])).toBe("");
    expect(typewriterText(nextTypewriterState(state, []), [])).toBe("");
  });
});
