import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT, repositoryGraph, type Graph } from "../support/import-graph";

/**
 * What a page shows without anyone touching it is server code: its sections
 * render to HTML and cost the browser no hydration work of their own. Only
 * the parts listed as interactive reach a client component ("use client"),
 * and each is a leaf inside an otherwise static section.
 */
const SECTION_FOLDERS = ["components/home/", "components/marketing/", "components/topics/", "components/site/"];
/** Sections that hold interactive leaves, and which. */
const INTERACTIVE: Record<string, string> = {
  "components/home/hero-section.tsx": "the typewriter",
  "components/home/home-content.tsx": "the hero's typewriter",
  "components/site/site-header.tsx": "the menu and the active link",
  "components/site/hub-document.tsx": "the header, and the chrome loaded after hydration",
};
/** A link that prefetches on intent: a leaf any section may hold, as it would hold an `<a>`. */
const NAVIGATION_LEAF = "components/site/intent-link.tsx";
const isClient = (file: string) =>
  file !== NAVIGATION_LEAF && /^\s*["']use client["']/.test(readFileSync(path.join(ROOT, file), "utf8"));

/** The client modules `file` reaches through its run-time imports, with the chain that reaches each. */
export function clientReach(graph: Graph, file: string, client: (f: string) => boolean): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (at: string, chain: string[]) => {
    if (seen.has(at)) return;
    seen.add(at);
    if (at !== file && client(at)) return void found.push([...chain, at].join(" → "));
    for (const edge of graph.get(at) ?? []) if (!edge.typeOnly) visit(edge.target, [...chain, at]);
  };
  visit(file, []);
  return found;
}

const graph = repositoryGraph();
const sections = [...graph.keys()].filter(
  (f) => SECTION_FOLDERS.some((d) => f.startsWith(d)) && f.endsWith(".tsx") && !isClient(f),
);

describe("static sections", () => {
  test("the rule sees a client leaf however deep", () => {
    const g: Graph = new Map([
      ["a.tsx", [{ target: "b.tsx", typeOnly: false }]],
      [
        "b.tsx",
        [
          { target: "c.tsx", typeOnly: false },
          { target: "t.ts", typeOnly: true },
        ],
      ],
      ["c.tsx", []],
      ["t.ts", []],
    ]);
    expect(clientReach(g, "a.tsx", (f) => f === "c.tsx")).toEqual(["a.tsx → b.tsx → c.tsx"]);
    expect(clientReach(g, "a.tsx", (f) => f === "t.ts")).toEqual([]);
  });

  test("the sections are found", () => {
    expect(sections).toEqual(
      expect.arrayContaining(["components/home/stats-section.tsx", "components/site/site-footer.tsx"]),
    );
    for (const file of Object.keys(INTERACTIVE)) expect(sections).toContain(file);
  });

  test("a static section carries no client component", () => {
    const offenders = sections.filter((f) => !(f in INTERACTIVE)).flatMap((f) => clientReach(graph, f, isClient));
    expect(offenders).toEqual([]);
  });

  test("an interactive section carries only its own leaves", () => {
    for (const file of Object.keys(INTERACTIVE)) expect(clientReach(graph, file, isClient).length).toBeGreaterThan(0);
  });
});
