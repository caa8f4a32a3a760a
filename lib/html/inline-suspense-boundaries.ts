import { Parser } from "htmlparser2";

/**
 * React streams a finished Suspense boundary out of place once the page passes
 * its progressive chunk size: a `<template id="B:n">` placeholder where the
 * content belongs, the content in a hidden `<div id="S:n">` at the end of the
 * body, and a `$RC("B:n","S:n")` script that moves it in after parsing. On a
 * page that is complete when it is sent, that costs the first paint its text
 * and every boundary a script. This puts each finished boundary back in place,
 * marked complete (`<!--$-->`), and drops the scripts that only moved them.
 * Hydration reads the result as it would a boundary rendered inline.
 */
export function inlineSuspenseBoundaries(html: string): { html: string; inlined: number; outlinedLeft: number } {
  const found = scan(html);
  const movable = new Set(
    [...found.placeholders.keys()].filter((id) => found.segments.has(segmentOf(id)) && found.completed.has(id)),
  );
  // A boundary whose move sits in a script that does more stays out of place: that script must still find it.
  for (let changed = true; changed;) {
    changed = false;
    for (const script of found.scripts) {
      if (onlyMovesBoundaries(script.text, movable)) continue;
      for (const m of script.text.matchAll(MOVE_CALL)) changed = movable.delete(m[1]) || changed;
    }
  }
  if (movable.size === 0) return { html, inlined: 0, outlinedLeft: found.placeholders.size };

  const skipped: Range[] = [];
  for (const id of movable) skipped.push(found.segments.get(segmentOf(id))!.outer);
  for (const script of found.scripts) if (onlyMovesBoundaries(script.text, movable)) skipped.push(script.range);

  const write = (from: number, to: number): string => {
    let out = "";
    let at = from;
    const inside = (r: Range) => r.start >= from && r.end <= to;
    const edits = [
      ...skipped.filter(inside).map((range) => ({ range, text: () => "" })),
      ...[...movable]
        .map((id) => ({ id, range: found.placeholders.get(id)! }))
        .filter(({ range }) => inside(range))
        .map(({ id, range }) => {
          const inner = found.segments.get(segmentOf(id))!.inner;
          return { range, text: () => `<!--$-->${write(inner.start, inner.end)}<!--/$-->` };
        }),
    ].sort((a, b) => a.range.start - b.range.start);
    for (const edit of edits) {
      if (edit.range.start < at) continue;
      out += html.slice(at, edit.range.start) + edit.text();
      at = edit.range.end;
    }
    return out + html.slice(at, to);
  };
  const rewritten = write(0, html.length);
  return { html: rewritten, inlined: movable.size, outlinedLeft: found.placeholders.size - movable.size };
}

interface Range {
  start: number;
  /** Exclusive. */
  end: number;
}

const segmentOf = (placeholderId: string) => `S:${placeholderId.slice(2)}`;

/** `$RC("B:1","S:1")`: the call that moves one finished boundary into place. */
const MOVE_CALL = /\$RC\("(B:\d+)","S:\d+"\);?/g;
/** React's runtime for moving boundaries, and the frame timer it keeps beside it. */
const RUNTIME = [/^\$RB=\[\];/, /^requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);?$/];

/** True when a script does nothing but move boundaries that are now inline (with React's runtime for it). */
function onlyMovesBoundaries(text: string, movable: Set<string>): boolean {
  const calls = [...text.matchAll(MOVE_CALL)].map((m) => m[1]);
  if (calls.some((id) => !movable.has(id))) return false;
  const rest = text.replace(MOVE_CALL, "").trim();
  if (rest === "") return calls.length > 0;
  return RUNTIME.some((pattern) => pattern.test(rest));
}

interface Scan {
  /** Placeholder id (B:n) → the range from `<!--$?-->` to its `<!--/$-->`. */
  placeholders: Map<string, Range>;
  /** Segment id (S:n) → the hidden div (outer) and its content (inner). */
  segments: Map<string, { outer: Range; inner: Range }>;
  /** Placeholders whose move script is in the page: React finished them. */
  completed: Set<string>;
  scripts: { range: Range; text: string }[];
}

/** One pass of the HTML tokenizer over the page, noting boundaries, segments and inline scripts. */
function scan(html: string): Scan {
  const found: Scan = { placeholders: new Map(), segments: new Map(), completed: new Set(), scripts: [] };
  const open: { name: string; segment?: string; innerStart: number; start: number }[] = [];
  let pending: { start: number; id?: string } | null = null;
  let script: { start: number; text: string } | null = null;
  const parser: Parser = new Parser(
    {
      oncomment(data) {
        if (data === "$?") pending = { start: parser.startIndex };
        else if (data === "/$" && pending?.id) {
          found.placeholders.set(pending.id, { start: pending.start, end: parser.endIndex + 1 });
          pending = null;
        }
      },
      onopentag(name, attribs) {
        if (name === "template" && pending && !pending.id && /^B:\d+$/.test(attribs.id ?? "")) pending.id = attribs.id;
        else if (name !== "template") pending = pending?.id ? pending : null;
        const segment =
          name === "div" && "hidden" in attribs && /^S:\d+$/.test(attribs.id ?? "") ? attribs.id : undefined;
        open.push({ name, segment, start: parser.startIndex, innerStart: parser.endIndex + 1 });
        if (name === "script" && !attribs.src) script = { start: parser.startIndex, text: "" };
      },
      ontext(text) {
        if (script) script.text += text;
      },
      onclosetag(name) {
        const element = open.pop();
        if (!element || element.name !== name) return;
        const end = parser.endIndex + 1;
        if (element.segment) {
          found.segments.set(element.segment, {
            outer: { start: element.start, end },
            inner: { start: element.innerStart, end: parser.startIndex },
          });
        }
        if (name === "script" && script) {
          for (const m of script.text.matchAll(MOVE_CALL)) found.completed.add(m[1]);
          found.scripts.push({ range: { start: script.start, end }, text: script.text.trim() });
          script = null;
        }
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return found;
}
