/**
 * @jest-environment jsdom
 */
import { loaderElement } from "@/lib/html/first-paint-loader";

const A = "/_next/static/chunks/a1.js";
const B = "/_next/static/chunks/turbopack-b2.js";
const CSS = "/_next/static/chunks/site.css";

describe("the first-paint loader in the browser", () => {
  const element = loaderElement([A, B], [CSS, "next"]);
  const scripts = () => [...document.head.querySelectorAll("script")].map((el) => el.getAttribute("src"));
  let observed: (() => void) | null = null;

  /** Runs the loader as the parser would, with it as the current script. */
  function runLoader() {
    const holder = document.createElement("div");
    holder.innerHTML = element;
    const parsed = holder.querySelector("script")!;
    const script = document.createElement("script");
    for (const name of parsed.getAttributeNames()) script.setAttribute(name, parsed.getAttribute(name)!);
    document.body.append(script);
    Object.defineProperty(document, "currentScript", { value: script, configurable: true });
    new Function(parsed.textContent ?? "")();
  }

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = "";
    observed = null;
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  it("adds the stylesheet link at once, disabled, where React looks for it", () => {
    runLoader();
    const link = document.head.querySelector(`link[rel="stylesheet"][href="${CSS}"]`)!;
    expect(link.hasAttribute("disabled")).toBe(true);
    expect(link.getAttribute("data-precedence")).toBe("next");
    expect(scripts()).toEqual([]);
  });

  it("adds the scripts, async with their own src, once the first paint is reported, and only once", () => {
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = class {
      static supportedEntryTypes = ["paint"];
      constructor(callback: () => void) {
        observed = callback;
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: "paint", buffered: true });
      }
    };
    runLoader();
    jest.advanceTimersByTime(1_000);
    expect(scripts()).toEqual([]);
    // Inserted not async, so they run in document order, the page's own chunk last, each in its own task.
    const asyncWhenInserted: boolean[] = [];
    const append = document.head.appendChild.bind(document.head);
    const spy = jest.spyOn(document.head, "appendChild").mockImplementation((node) => {
      asyncWhenInserted.push((node as HTMLScriptElement).async);
      return append(node);
    });
    observed!();
    spy.mockRestore();
    expect(scripts()).toEqual([A, B]);
    expect(asyncWhenInserted).toEqual([false, false]);
    // React looks for `script[async][src="…"]` before inserting a script itself.
    for (const src of [A, B]) expect(document.head.querySelector(`script[async][src="${src}"]`)).not.toBeNull();
    observed!();
    jest.advanceTimersByTime(5_000);
    expect(scripts()).toEqual([A, B]);
  });

  it("without paint timing, adds them after the first animation frame", () => {
    runLoader();
    expect(scripts()).toEqual([]);
    jest.advanceTimersByTime(20); // one animation frame, and the task queued in it
    expect(scripts()).toEqual([A, B]);
  });

  it("adds them after 2 s when the page never paints (a tab opened in the background)", () => {
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = class {
      static supportedEntryTypes = ["paint"];
      observe() {}
    };
    runLoader();
    jest.advanceTimersByTime(1_999);
    expect(scripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(scripts()).toEqual([A, B]);
  });
});
