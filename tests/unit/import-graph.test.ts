import { readdirSync } from "node:fs";
import path from "node:path";
import { ROOT, ROOT_FILES, importsOf, repositoryGraph, type Graph } from "../support/import-graph";

/**
 * Every import points down. Run-time code (app, components, lib, content,
 * hooks and the root files Next loads) imports no build script, bench or test
 * code; build scripts import no bench code; only the bench imports the bench
 * (tests and the bench share their harness in tests/support); nothing but the
 * tests imports a test;
 * within run-time code app → components → lib, and lib never imports content;
 * inside lib, each folder imports only the folders below it in LIB_LAYERS.
 * No module reaches itself through its imports, `import type` included.
 */
const under =
  (...prefixes: string[]) =>
  (file: string) =>
    prefixes.some((p) => file.startsWith(p));
const runTime = (file: string) =>
  under("app/", "components/", "lib/", "content/", "hooks/")(file) || ROOT_FILES.includes(file);

interface Rule {
  name: string;
  from: (file: string) => boolean;
  to: (file: string) => boolean;
}

export const RULES: Rule[] = [
  {
    name: "run-time code imports no script, bench or test code",
    from: runTime,
    to: under("scripts/", "bench/", "tests/"),
  },
  { name: "scripts import no bench code", from: under("scripts/"), to: under("bench/") },
  { name: "only the bench imports bench code", from: (f) => !f.startsWith("bench/"), to: under("bench/") },
  {
    name: "only tests import the tests",
    from: (f) => !f.startsWith("tests/"),
    to: under("tests/unit/", "tests/e2e/"),
  },
  {
    name: "lib imports no content, components or app",
    from: under("lib/"),
    to: under("content/", "components/", "app/"),
  },
  { name: "components import no app", from: under("components/"), to: under("app/") },
];

/**
 * lib/'s folders in one list, from the leaves up: a folder imports only the folders listed before it. The
 * order is what the code should be; an import against it is an arrow running back up.
 */
export const LIB_LAYERS = [
  // Leaves: plain data, the rule tables (the states' sending windows and quiet hours, verticals, reply
  // words), errors and the hubs.
  "ui",
  "theme",
  "toast",
  "live-messaging",
  "errors",
  "hubs",
  "compliance",
  // Settings, page helpers and rules read on both sides of the wire, each on the leaves alone.
  "config",
  "navigation",
  "seo",
  "vitals",
  "browser",
  "opt-in-check",
  "attribution",
  "log",
  // The shapes the backend and its callers share (leads, consent evidence, the backend's port), then the
  // input schemas that produce them.
  "types",
  "validation",
  "security",
  "assistant",
  "html",
  // The domain: consent texts, client programs' rules, the backend (the one door to the data, with its
  // stores, message texts and client programs' records), message delivery.
  "consent",
  "programs",
  "backend",
  "supabase",
  "messaging",
  // The edges: HTTP plumbing, sessions, the server's start, and the features built on them.
  "http",
  "auth",
  "startup",
  "contact",
  "funnel",
  "admin",
] as const;

/** The lib folder of a file, or null outside lib/ (and for lib's own root files). */
const libFolder = (file: string) => /^lib\/([^/]+)\//.exec(file)?.[1] ?? null;

/** An arrow let through for now, `from → to`, with the reason it is still there in a comment. */
export type Allowance = `${string} → ${string}`;

/** Arrows let through for now, each running back up LIB_LAYERS. */
export const ALLOWED: Allowance[] = [];

/** Every lib import that runs back up LIB_LAYERS (or names a folder the list lacks), less the allowed ones. */
export function againstLayers(
  graph: Graph,
  layers: readonly string[] = LIB_LAYERS,
  allowed: Allowance[] = ALLOWED,
): string[] {
  return [...graph].flatMap(([file, edges]) =>
    edges.flatMap(({ target }) => {
      const [from, to] = [libFolder(file), libFolder(target)];
      if (!from || !to || from === to) return [];
      const arrow: Allowance = `${file} → ${target}`;
      if (allowed.includes(arrow)) return [];
      const [low, high] = [layers.indexOf(to), layers.indexOf(from)];
      if (low === -1 || high === -1) return [`a folder LIB_LAYERS does not name: ${arrow}`];
      return low < high ? [] : [`runs back up LIB_LAYERS (${from} below ${to}): ${arrow}`];
    }),
  );
}

/** Every arrow that breaks a rule, as `rule: from → to`, less the allowed ones. */
export function brokenArrows(graph: Graph, rules: Rule[] = RULES, allowed: Allowance[] = ALLOWED): string[] {
  return [...graph].flatMap(([file, edges]) =>
    edges.flatMap(({ target }) => {
      const arrow: Allowance = `${file} → ${target}`;
      if (allowed.includes(arrow)) return [];
      return rules.filter((r) => r.from(file) && r.to(target)).map((r) => `${r.name}: ${arrow}`);
    }),
  );
}

/** Allowances whose arrow no longer exists: each must be deleted with it. */
export function staleAllowances(graph: Graph, allowed: Allowance[] = ALLOWED): Allowance[] {
  const arrows = new Set([...graph].flatMap(([file, edges]) => edges.map((e) => `${file} → ${e.target}`)));
  return allowed.filter((a) => !arrows.has(a));
}

/** Every import circle, each as the chain of files that closes it (`type` marks an `import type` arrow). */
export function findCycles(graph: Graph): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const arrowInto: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const { target, typeOnly } of graph.get(file) ?? []) {
      const arrow = typeOnly ? "type" : "";
      if (state.get(target) === "open") {
        const at = stack.indexOf(target);
        const chain = [...stack.slice(at), target];
        const kinds = [...arrowInto.slice(at), arrow];
        cycles.push(chain.map((f, i) => (i > 0 && kinds[i - 1] ? `(type) ${f}` : f)));
      } else if (!state.has(target)) {
        arrowInto.push(arrow);
        visit(target);
        arrowInto.pop();
      }
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

function graphOf(arrows: Record<string, (string | [string, "type"])[]>): Graph {
  return new Map(
    Object.entries(arrows).map(([file, targets]) => [
      file,
      targets.map((t) => (typeof t === "string" ? { target: t, typeOnly: false } : { target: t[0], typeOnly: true })),
    ]),
  );
}

describe("the rules", () => {
  test("the parser sees every import form the code uses", () => {
    const source = [
      'import a from "@/lib/a";',
      'import type { B } from "./b";',
      'import "./side-effect.css";',
      'export { c } from "../c";',
      'const d = await import("@/lib/d");',
      "import {\n  e,\n  f,\n} from '@/lib/ef';",
      'export * from "./g.ts";',
      '// import x from "@/lib/commented";',
    ].join("\n");
    expect(importsOf(source)).toEqual([
      { spec: "@/lib/a", typeOnly: false },
      { spec: "./b", typeOnly: true },
      { spec: "./side-effect.css", typeOnly: false },
      { spec: "../c", typeOnly: false },
      { spec: "@/lib/d", typeOnly: false },
      { spec: "@/lib/ef", typeOnly: false },
      { spec: "./g.ts", typeOnly: false },
    ]);
  });

  test("lib, app, components, content, proxy.ts and instrumentation.ts importing scripts, bench or tests fail", () => {
    const graph = graphOf({
      "lib/a.ts": ["scripts/lib/x.mjs", "lib/b.ts"],
      "app/page.tsx": ["bench/lib.mjs"],
      "components/c.tsx": ["tests/support/next-server.mjs"],
      "content/d.ts": [["scripts/lib/x.mjs", "type"]],
      "proxy.ts": ["scripts/lib/x.mjs"],
      "instrumentation.ts": ["tests/unit/empty.ts"],
    });
    expect(brokenArrows(graph, RULES, [])).toEqual([
      "run-time code imports no script, bench or test code: lib/a.ts → scripts/lib/x.mjs",
      "run-time code imports no script, bench or test code: app/page.tsx → bench/lib.mjs",
      "only the bench imports bench code: app/page.tsx → bench/lib.mjs",
      "run-time code imports no script, bench or test code: components/c.tsx → tests/support/next-server.mjs",
      "run-time code imports no script, bench or test code: content/d.ts → scripts/lib/x.mjs",
      "run-time code imports no script, bench or test code: proxy.ts → scripts/lib/x.mjs",
      "run-time code imports no script, bench or test code: instrumentation.ts → tests/unit/empty.ts",
      "only tests import the tests: instrumentation.ts → tests/unit/empty.ts",
    ]);
  });

  test("scripts or tests importing bench fail; the bench importing anything below it passes", () => {
    const graph = graphOf({
      "scripts/deploy.mjs": ["bench/lighthouse.mjs", "lib/hubs/registry.ts", "scripts/lib/database.mjs"],
      "tests/support/x.mjs": ["bench/lib.mjs"],
      "tests/e2e/y.spec.ts": ["bench/first-load.mjs", "tests/support/x.mjs"],
      "bench/run.mjs": ["bench/lib.mjs", "tests/support/next-server.mjs", "scripts/lib/database.mjs", "lib/a.ts"],
    });
    expect(brokenArrows(graph, RULES, [])).toEqual([
      "scripts import no bench code: scripts/deploy.mjs → bench/lighthouse.mjs",
      "only the bench imports bench code: scripts/deploy.mjs → bench/lighthouse.mjs",
      "only the bench imports bench code: tests/support/x.mjs → bench/lib.mjs",
      "only the bench imports bench code: tests/e2e/y.spec.ts → bench/first-load.mjs",
    ]);
  });

  test("inside lib, an import of a folder listed after the importer's fails; one listed before passes", () => {
    const graph = graphOf({
      "lib/hubs/registry.ts": ["lib/backend/index.ts", "lib/hubs/host.ts"],
      "lib/backend/core/admin.ts": ["lib/hubs/registry.ts", ["lib/http/request.ts", "type"]],
      "lib/admin/csv.ts": ["lib/types/backend.ts", "lib/attribution/types.ts"],
      "lib/nowhere/x.ts": ["lib/hubs/registry.ts"],
      "app/page.tsx": ["lib/admin/csv.ts"],
    });
    expect(againstLayers(graph, LIB_LAYERS, [])).toEqual([
      "runs back up LIB_LAYERS (hubs below backend): lib/hubs/registry.ts → lib/backend/index.ts",
      "runs back up LIB_LAYERS (backend below http): lib/backend/core/admin.ts → lib/http/request.ts",
      "a folder LIB_LAYERS does not name: lib/nowhere/x.ts → lib/hubs/registry.ts",
    ]);
    expect(againstLayers(graph, LIB_LAYERS, ["lib/hubs/registry.ts → lib/backend/index.ts"])).toHaveLength(2);
  });

  test("an allowance lets through its one arrow, and a stale one is reported", () => {
    const graph = graphOf({ "lib/a.ts": ["scripts/lib/x.mjs", "scripts/lib/y.mjs"] });
    const allowed: Allowance[] = ["lib/a.ts → scripts/lib/x.mjs", "lib/gone.ts → scripts/lib/x.mjs"];
    expect(brokenArrows(graph, RULES, allowed)).toEqual([
      "run-time code imports no script, bench or test code: lib/a.ts → scripts/lib/y.mjs",
    ]);
    expect(staleAllowances(graph, allowed)).toEqual(["lib/gone.ts → scripts/lib/x.mjs"]);
  });

  test("a circle made only of `import type` arrows is a circle", () => {
    const graph = graphOf({
      "lib/backend/core/deps.ts": [["lib/backend/core/sms-policy.ts", "type"]],
      "lib/backend/core/sms-policy.ts": [["lib/backend/core/deps.ts", "type"]],
    });
    expect(findCycles(graph)).toEqual([
      ["lib/backend/core/deps.ts", "(type) lib/backend/core/sms-policy.ts", "(type) lib/backend/core/deps.ts"],
    ]);
  });

  test("a longer run-time circle is found, and a diamond is not a circle", () => {
    expect(findCycles(graphOf({ "a.ts": ["b.ts"], "b.ts": ["c.ts"], "c.ts": ["a.ts"] }))).toEqual([
      ["a.ts", "b.ts", "c.ts", "a.ts"],
    ]);
    expect(findCycles(graphOf({ "a.ts": ["b.ts", "c.ts"], "b.ts": ["d.ts"], "c.ts": ["d.ts"] }))).toEqual([]);
  });
});

describe("the repository", () => {
  const graph = repositoryGraph();
  const arrowsFrom = (from: string, to: string) =>
    [...graph].filter(([f]) => f.startsWith(from)).flatMap(([, edges]) => edges.filter((e) => e.target.startsWith(to)));

  test("the graph covers every folder it checks", () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(arrowsFrom("app/", "lib/").length).toBeGreaterThan(10);
    expect(arrowsFrom("scripts/", "lib/").length).toBeGreaterThan(0);
    expect(arrowsFrom("bench/", "tests/support/").length).toBeGreaterThan(0);
    expect(arrowsFrom("tests/support/", "tests/support/").length).toBeGreaterThan(0);
    expect(arrowsFrom("tests/e2e/", "tests/support/").length).toBeGreaterThan(0);
    expect(arrowsFrom("tests/unit/", "lib/").length).toBeGreaterThan(10);
    expect(arrowsFrom("proxy.ts", "lib/").length).toBeGreaterThan(0);
  });

  test("every import points down", () => {
    expect(brokenArrows(graph)).toEqual([]);
  });

  test("LIB_LAYERS names every folder of lib/, once", () => {
    const folders = readdirSync(path.join(ROOT, "lib"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((f) => !(LIB_LAYERS as readonly string[]).includes(f))).toEqual([]);
    expect(new Set(LIB_LAYERS).size).toBe(LIB_LAYERS.length);
  });

  test("inside lib, every import points down LIB_LAYERS", () => {
    expect(againstLayers(graph)).toEqual([]);
  });

  test("every allowance still names an arrow that exists (delete it with its import)", () => {
    expect(staleAllowances(graph)).toEqual([]);
  });

  test("no module reaches itself through its imports, `import type` included", () => {
    expect(findCycles(graph)).toEqual([]);
  });
});
