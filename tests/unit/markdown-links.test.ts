import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Every Markdown file the repository tracks points only at what a clone has: each relative link
 * `[x](path#anchor)` reaches an existing file (and, in a Markdown file, an existing heading), each
 * backticked repository path exists, and nothing names a file outside the repository. Problems are
 * reported as `file:line: what`. Placeholders (`<hub>`, `{slug}`, `*`) stand for any name and are
 * checked up to the placeholder.
 */

/** Names of files that live outside the repository: a clone has none of them. */
const OUTSIDE = [/\b(?:STACK|SPEC|DESIGN|STYLE)\.md\b/, /\bSPEC\s*§/, /\/work\/shared\b/];
/** Laid out at deploy time and git-ignored, so a clone does not have it until then. */
const GENERATED = ["supabase/functions/_shared/lib"];

interface RepoView {
  /** The tracked top-level names (folders and files). */
  topLevel: ReadonlySet<string>;
  exists(repoPath: string): boolean;
  /** The anchors of a Markdown file's headings, or undefined when it is not a Markdown file. */
  anchors(repoPath: string): ReadonlySet<string> | undefined;
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to dashes. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  for (const match of blankFences(text).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) anchors.add(anchorOf(match[1]));
  return anchors;
}

/** The text with fenced code blocks blanked (newlines kept), so offsets and line numbers stay true. */
function blankFences(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, " "));
}

const lineAt = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** A path up to its first placeholder, without a trailing slash. */
function cutPlaceholder(p: string): string {
  return p.split(/[<{*…]/)[0].replace(/\/+$/, "");
}

function checkMarkdown(file: string, text: string, repo: RepoView): string[] {
  const problems: { line: number; what: string }[] = [];
  const report = (index: number, what: string) => problems.push({ line: lineAt(text, index), what });
  const dir = path.posix.dirname(file);

  for (const pattern of OUTSIDE)
    for (const match of text.matchAll(new RegExp(pattern, "g")))
      report(match.index, `names "${match[0]}", which is outside the repository`);

  const prose = blankFences(text);
  const links = [
    ...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g),
    ...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm),
  ];
  for (const match of links) {
    const target = match[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
    const [rawPath, anchor] = target.split("#") as [string, string | undefined];
    if (rawPath === "") {
      if (anchor && !headingAnchors(text).has(anchor)) report(match.index, `links to ${target}: no heading #${anchor}`);
      continue;
    }
    const linked = path.posix.normalize(path.posix.join(dir, decodeURI(rawPath.split("?")[0])));
    if (linked.startsWith("../") || linked === ".." || rawPath.startsWith("/")) {
      report(match.index, `links to ${target}, outside the repository`);
      continue;
    }
    if (!repo.exists(linked)) {
      report(match.index, `links to ${target}, which does not exist`);
      continue;
    }
    const anchors = anchor ? repo.anchors(linked) : undefined;
    if (anchor && anchors && !anchors.has(anchor)) report(match.index, `links to ${target}: no heading #${anchor}`);
  }

  for (const match of prose.matchAll(/`([^`\n]+)`/g)) {
    const code = match[1].trim();
    if (/\.\.\//.test(code) && /^[\w./<>{}[\]-]+$/.test(code)) {
      report(match.index, `names ${code}, outside the repository`);
      continue;
    }
    if (!/^[\w.@[\]<>{}*…-]+\/[\w./@[\]<>{}*…-]*$/.test(code)) continue;
    if (!repo.topLevel.has(code.split("/")[0])) continue; // not ours: /etc/…, .next/…, DATA_DIR/…
    const named = cutPlaceholder(code);
    if (GENERATED.some((g) => named === g || named.startsWith(`${g}/`))) continue;
    if (named.includes("/") || repo.topLevel.has(named)) {
      if (!repo.exists(named)) report(match.index, `names ${code}, which does not exist`);
    }
  }
  return problems.sort((a, b) => a.line - b.line).map(({ line, what }) => `${file}:${line}: ${what}`);
}

/** Every Markdown file of the repository (tracked, or new and not ignored), outside node_modules. */
function trackedMarkdown(): string[] {
  return execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", "*.md"], {
    encoding: "utf8",
  })
    .split("\0")
    .filter((f) => f && !f.split("/").includes("node_modules") && existsSync(f));
}

const diskRepo: RepoView = {
  topLevel: new Set(
    execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" })
      .split("\0")
      .filter(Boolean)
      .map((f) => f.split("/")[0]),
  ),
  exists: (p) => existsSync(p),
  anchors: (p) => (p.endsWith(".md") ? headingAnchors(readFileSync(p, "utf8")) : undefined),
};

describe("Markdown files point only at what the repository has", () => {
  const files = trackedMarkdown();

  it("reads every tracked Markdown file", () => {
    expect(files).toEqual(expect.arrayContaining(["README.md", "docs/architecture.md", "docs/configuration.md"]));
  });

  it.each(files)("%s", (file) => {
    expect(checkMarkdown(file, readFileSync(file, "utf8"), diskRepo)).toEqual([]);
  });
});

describe("the checker", () => {
  const fake: RepoView = {
    topLevel: new Set(["docs", "lib", "README.md", "proxy.ts"]),
    exists: (p) => ["docs", "docs/a.md", "lib", "lib/x.ts", "lib/hubs", "README.md", "proxy.ts"].includes(p),
    anchors: (p) => (p === "docs/a.md" ? new Set(["setup", "logs-traces-and-request-ids"]) : undefined),
  };
  const check = (text: string, file = "docs/b.md") => checkMarkdown(file, text, fake);

  it("passes links, anchors and paths that exist", () => {
    const doc = [
      "# Top",
      "See [a](a.md), [its setup](a.md#setup), [logs](./a.md#logs-traces-and-request-ids) and [home](../README.md).",
      "Code in `lib/x.ts`, `lib/hubs/`, `lib/<hub>/…`, `proxy.ts`; not ours: `/etc/nginx`, `.next/static`, `DATA_DIR/pglite`.",
      "[site](https://example.com) [mail](mailto:a@example.com) [here](#top)",
      "```sh",
      "cat lib/missing.ts [x](nothing.md) `lib/missing.ts`",
      "```",
    ].join("\n");
    expect(check(doc)).toEqual([]);
  });

  it("fails a link to a missing file, naming the file and line", () => {
    expect(check("Intro.\n\nRead [the guide](guide.md).")).toEqual([
      "docs/b.md:3: links to guide.md, which does not exist",
    ]);
  });

  it("fails a link to a heading that is not there", () => {
    expect(check("[x](a.md#nowhere)")).toEqual(["docs/b.md:1: links to a.md#nowhere: no heading #nowhere"]);
  });

  it("fails a backticked repository path that does not exist", () => {
    expect(check("One\nTwo `lib/gone/file.ts` three")).toEqual([
      "docs/b.md:2: names lib/gone/file.ts, which does not exist",
    ]);
  });

  it("fails any reference to a file outside the repository", () => {
    expect(
      check(
        [
          "[notes](../../shared/notes.md)",
          "as `../shared/x.ts` says",
          "see STACK.md",
          "per SPEC §5",
          "DESIGN.md and SPEC.md",
          "[abs](/work/shared/SPEC.md)",
        ].join("\n"),
      ),
    ).toEqual([
      "docs/b.md:1: links to ../../shared/notes.md, outside the repository",
      "docs/b.md:2: names ../shared/x.ts, outside the repository",
      'docs/b.md:3: names "STACK.md", which is outside the repository',
      'docs/b.md:4: names "SPEC §", which is outside the repository',
      'docs/b.md:5: names "DESIGN.md", which is outside the repository',
      'docs/b.md:5: names "SPEC.md", which is outside the repository',
      'docs/b.md:6: names "SPEC.md", which is outside the repository',
      'docs/b.md:6: names "/work/shared", which is outside the repository',
      "docs/b.md:6: links to /work/shared/SPEC.md, outside the repository",
    ]);
  });

  it("computes GitHub's heading anchors", () => {
    expect([
      ...headingAnchors("# Operator's checklist\n## Logs, traces and request ids\n```\n# not a heading\n```"),
    ]).toEqual(["operators-checklist", "logs-traces-and-request-ids"]);
  });
});

/** Folders the map must name: every folder under lib/ and each route folder directly under app/api/. */
function foldersToMap(): string[] {
  const under = (dir: string, deep: boolean): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        const folder = `${dir}/${entry.name}`;
        return deep ? [folder, ...under(folder, true)] : [folder];
      });
  return [...under("lib", true), ...under("app/api", false)];
}

describe("docs/architecture.md maps every folder", () => {
  const named = [...readFileSync("docs/architecture.md", "utf8").matchAll(/`([^`\n]+)`/g)].map((m) =>
    cutPlaceholder(m[1]),
  );
  const isNamed = (folder: string) => named.some((p) => p === folder || p.startsWith(`${folder}/`));

  it.each(foldersToMap())("%s is named in docs/architecture.md", (folder) => {
    expect(isNamed(folder) ? "named" : `${folder} is not named in docs/architecture.md`).toBe("named");
  });
});
