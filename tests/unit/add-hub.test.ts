/**
 * The add-a-hub recipe in docs/architecture.md is complete: in a copy of the
 * repository (its files as they are now, node_modules linked), a fifth hub is
 * added by taking the recipe's steps, one function each below; the files they
 * change are exactly the files the recipe names; and the hub tests pass on the
 * copy with five hubs. A per-hub file the recipe forgets fails one of them.
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

jest.setTimeout(300_000);

const HUB = { id: "lumen", name: "LumenText", domain: "lumentext.com", like: "percytext", likeDomain: "percytext.com" };
const LIKE = { id: "percytext", name: "PercyText", env: "PERCYTEXT" };

/**
 * The hub tests: every unit test whose cases run per hub or read per-hub files (and starts no other process).
 * The new hub's copy here is another hub's, renamed, so the two tests that want every topic page in words of
 * its own are the ones left out (ONLY_OWN_WORDS).
 */
const HUB_TESTS = [
  "tests/unit/hub-lists.test.ts",
  "tests/unit/hub-contrast.test.ts",
  "tests/unit/hub-rewrites.test.ts",
  "tests/unit/hub-logo.test.tsx",
  "tests/unit/hub-database-checks.test.ts",
  "tests/unit/resolve-hub.test.ts",
  "tests/unit/brands-content.test.ts",
  "tests/unit/marketing-content.test.ts",
  "tests/unit/marketing-seo.test.ts",
  "tests/unit/topic-content.test.ts",
  "tests/unit/ui-contrast.test.ts",
  "tests/unit/deploy-files.test.ts",
  "tests/unit/deploy-edge.test.ts",
  "tests/unit/config-completeness.test.ts",
  "tests/unit/screenshot-references.test.ts",
  "tests/unit/markdown-links.test.ts",
];

const ONLY_OWN_WORDS = ["are unique across every hub", "share 30% of their 5-word shingles"];

let copy = "";
const changed = new Set<string>();

const file = (name: string) => path.join(copy, name);
function edit(name: string, change: (text: string) => string) {
  const before = readFileSync(file(name), "utf8");
  const after = change(before);
  if (after === before) throw new Error(`${name}: the step changed nothing`);
  writeFileSync(file(name), after);
  changed.add(name);
}
function create(name: string, text: string | Buffer) {
  mkdirSync(path.dirname(file(name)), { recursive: true });
  writeFileSync(file(name), text);
  changed.add(name);
}
/** Another hub's text made this hub's: its domain, name and id. */
const renamed = (text: string) =>
  text
    .replaceAll(HUB.likeDomain, HUB.domain)
    .replaceAll(LIKE.name, HUB.name)
    .replaceAll(LIKE.id, HUB.id)
    .replaceAll(LIKE.env, HUB.id.toUpperCase());
/** Copy a folder of the hub it is modelled on, renamed. */
function copyTree(from: string, to: string, text: boolean) {
  for (const entry of readdirSync(file(from), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(file(from), path.join(entry.parentPath, entry.name));
    const source = readFileSync(path.join(entry.parentPath, entry.name));
    create(path.join(to, relative), text ? renamed(source.toString("utf8")) : source);
  }
}
/** Insert `text` before the first line matching `anchor`. */
const before = (anchor: RegExp, text: string) => (s: string) => s.replace(anchor, (m) => `${text}${m}`);

/** The recipe's steps, in its order. */
const STEPS: (() => void)[] = [
  () =>
    edit("lib/hubs/registry.ts", (s) =>
      before(
        /^\} as const satisfies Record<HubId, Hub>;/m,
        `  ${HUB.id}: {\n    id: "${HUB.id}",\n    name: "${HUB.name}",\n    hubNumber: 4,\n    domain: "${HUB.domain}",\n` +
          `    colors: {\n      primary: "#2E7D32",\n      secondary: "#26A69A",\n      accent: "#8E24AA",\n` +
          `      primaryText: "#1B5E20",\n      primaryTextDark: "#81C784",\n    },\n    health: false,\n` +
          `    supportEmail: "support@${HUB.domain}",\n  },\n`,
      )(s).replace(/(export const HUB_IDS = \[[^\]]*)\]/, `$1, "${HUB.id}"]`),
    ),
  () =>
    edit(
      "lib/hubs/identity.ts",
      before(
        /^\} as const satisfies Record<HubId, HubIdentity>;/m,
        `  ${HUB.id}: {\n    heading: { family: '"Gill Sans", "Gill Sans MT", Calibri, sans-serif', weight: 600, ` +
          `tracking: "0.01em", charWidth: 0.55 },\n    supportPhone: { e164: "+15035550199", display: "(503) 555-0199" },\n` +
          `    supportHours: "Mon–Fri 8 AM–5 PM PT",\n  },\n`,
      ),
    ),
  () =>
    edit("components/site/hub-logo.tsx", (s) =>
      s.replace(
        /(const MARKS: Record<HubId, [^\n]*\n)/,
        `$1  ${HUB.id}: (c) => (\n    <>\n      <circle cx="16" cy="16" r="14.5" fill={c.primary} />\n` +
          `      <circle cx="16" cy="16" r="6" fill={c.secondary} />\n` +
          `      <circle cx="16" cy="16" r="2" fill={c.accent} />\n    </>\n  ),\n`,
      ),
    ),
  () => {
    copyTree(`content/${LIKE.id}`, `content/${HUB.id}`, true);
    // Its own copy: here, the other hub's with the search descriptions made its own.
    edit(`content/${HUB.id}/index.ts`, (s) =>
      s
        .replace(/description:(\s*)"/g, `description:$1"${HUB.name}: `)
        .replace(/pricingDescription\(pricing\.plans, "/g, 'pricingDescription(pricing.plans, "bright '),
    );
    edit("content/index.ts", (s) =>
      s
        .replace(
          /^(import \{ percytextContent \} from "\.\/percytext";\n)/m,
          `$1import { ${HUB.id}Content } from "./${HUB.id}";\n`,
        )
        .replace(
          /^(import \{ solutions as percytextSolutions \} from "\.\/percytext\/solutions";\n)/m,
          `$1import { solutions as ${HUB.id}Solutions } from "./${HUB.id}/solutions";\n`,
        )
        .replace(/^( {2}percytext: percytextContent,\n)/m, `$1  ${HUB.id}: ${HUB.id}Content,\n`)
        .replace(
          /^( {2}percytext: \{ kind: "solutions", pages: percytextSolutions \},\n)/m,
          `$1  ${HUB.id}: { kind: "solutions", pages: ${HUB.id}Solutions },\n`,
        ),
    );
    edit("content/topic-index.ts", (s) => {
      const entry = /^ {2}percytext: \{\n[\s\S]*?^ {2}\},\n/m.exec(s)![0];
      return before(/^\};/m, renamed(entry).replace("Everyday texting", "Bright texting"))(s);
    });
    // Its shared pages' copy, dated the day it was written.
    edit("content/page-dates.ts", (s) => {
      const entry = /^ {2}percytext: \{\n[\s\S]*?^ {2}\},\n/m.exec(s)![0];
      return s.replace(entry, `${entry}${renamed(entry)}`);
    });
  },
  () => copyTree(`public/${LIKE.id}`, `public/${HUB.id}`, false),
  () =>
    edit("proxy.ts", (s) =>
      s.replaceAll("marque|percytech|percymd|percytext", `marque|percytech|percymd|percytext|${HUB.id}`),
    ),
  () => {
    const hubs = `'marque', 'percytech', 'percymd', 'percytext', '${HUB.id}'`;
    create(
      `supabase/migrations/20991231000000_${HUB.id}_hub.sql`,
      ["leads", "vital_samples"]
        .map(
          (table) =>
            `alter table ${table} drop constraint if exists ${table}_hub_id_check;\n` +
            `alter table ${table} add constraint ${table}_hub_id_check check (hub_id in (${hubs}));\n`,
        )
        .join(""),
    );
  },
  () => {
    create(
      `deploy/nginx/${HUB.domain}.conf`,
      renamed(readFileSync(file(`deploy/nginx/${HUB.likeDomain}.conf`), "utf8")),
    );
    edit("deploy/nginx/upstream.conf", (s) =>
      s.replace(
        /^( {4}~\(\?:\^\|\\\.\)percytext\\\.com\$ percytext;\n)/m,
        `$1    ~(?:^|\\.)lumentext\\.com$ ${HUB.id};\n`,
      ),
    );
    const written = spawnSync(process.execPath, ["scripts/nginx-error-pages.mjs"], { cwd: copy, encoding: "utf8" });
    if (written.status !== 0) throw new Error(written.stderr);
    for (const name of readdirSync(file(`deploy/nginx/errors/${HUB.id}`)))
      changed.add(`deploy/nginx/errors/${HUB.id}/${name}`);
    edit("docs/deploy.md", (s) =>
      s
        .replace(
          "`deploy/nginx/percytext.com.conf`",
          `\`deploy/nginx/percytext.com.conf\`, \`deploy/nginx/${HUB.domain}.conf\``,
        )
        .replace(
          "`deploy/nginx/errors/percytext/contact-down.html`",
          `\`deploy/nginx/errors/percytext/contact-down.html\`, \`deploy/nginx/errors/${HUB.id}/unavailable.html\`, ` +
            `\`deploy/nginx/errors/${HUB.id}/contact-down.html\``,
        ),
    );
  },
  () => {
    edit(".env.example", (s) => s.replace(/^(# \w+_PERCYTEXT=.*\n)/gm, (line) => `${line}${renamed(line)}`));
    edit("docs/configuration.md", (s) =>
      s.replace(/`(\w+)_PERCYTEXT`/g, (m, name) => `${m}, \`${name}_${HUB.id.toUpperCase()}\``),
    );
  },
  () =>
    edit(
      "docs/brands.md",
      before(
        /^## Distance between hubs/m,
        `## ${HUB.name} (a fifth hub, \`${HUB.id}\`)\n\n- **Mark**: a green disc around a teal one.\n` +
          `- **Colors**: primary \`#2E7D32\`, secondary \`#26A69A\`, accent \`#8E24AA\`.\n\n`,
      ),
    ),
  () => {
    const folder = "tests/e2e/screenshots.spec.ts-snapshots";
    for (const name of readdirSync(file(folder)).filter((n) => n.startsWith(`${LIKE.id}-`)))
      create(`${folder}/${HUB.id}${name.slice(LIKE.id.length)}`, readFileSync(file(`${folder}/${name}`)));
  },
];

/** The recipe's steps as written: for each, the files before its colon, as patterns over the copy's paths. */
function recipe(): RegExp[][] {
  const doc = readFileSync("docs/architecture.md", "utf8");
  const section = doc.slice(doc.indexOf("**Add a hub.**"), doc.indexOf("**Add a page.**"));
  const items = [...section.matchAll(/^\d+\. ([\s\S]*?)(?=^\d+\. |^\S|(?![\s\S]))/gm)].map((m) => m[1]);
  return items.map((item) =>
    [...item.slice(0, item.search(/:\s/)).matchAll(/`([^`]+)`/g)].map(([, named]) => {
      const pattern = named
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replaceAll("<hub>", HUB.id)
        .replaceAll("<domain>", HUB.domain.replaceAll(".", "\\."))
        .replaceAll("<timestamp>", "\\d{14}")
        .replaceAll("*", "[^/]*");
      return new RegExp(`^${pattern}${named.endsWith("/") ? ".+" : ""}$`);
    }),
  );
}

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), "marque-add-hub-"));
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  });
  for (const name of listed.stdout.split("\0")) {
    if (!name || name.startsWith("node_modules/") || !existsSync(name)) continue;
    mkdirSync(path.dirname(file(name)), { recursive: true });
    cpSync(name, file(name));
  }
  symlinkSync(path.resolve("node_modules"), file("node_modules"));
  for (const step of STEPS) step();
  // The copy as a repository of its own: some hub tests read its tracked files.
  spawnSync("git", ["init", "-q"], { cwd: copy });
  spawnSync("git", ["add", "-A"], { cwd: copy });
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test("the recipe names every file its steps change, and each step changes what it names", () => {
  const steps = recipe();
  expect(steps).toHaveLength(STEPS.length);
  const files = [...changed];
  expect({ unnamed: files.filter((f) => !steps.flat().some((p) => p.test(f))) }).toEqual({ unnamed: [] });
  const untouched = steps.flat().filter((p) => !files.some((f) => p.test(f)));
  expect({ untouched: untouched.map(String) }).toEqual({ untouched: [] });
});

test("with a fifth hub added by the recipe, the hub tests pass", () => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: "--experimental-vm-modules" };
  delete env.JEST_WORKER_ID;
  const run = spawnSync(
    process.execPath,
    [
      path.resolve("node_modules/jest/bin/jest.js"),
      "--ci",
      "--verbose",
      `--testNamePattern=^(?!.*(?:${ONLY_OWN_WORDS.join("|")}))`,
      ...HUB_TESTS,
    ],
    {
      cwd: copy,
      encoding: "utf8",
      env,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const output = `${run.stdout}${run.stderr}`;
  const failures = output.match(/^ {2}● [\s\S]*?(?=^ {2}● |^(?:PASS|FAIL) |^Test Suites:)/gm) ?? [];
  expect({ status: run.status, failures: failures.map((f) => f.slice(0, 1500)) }).toEqual({ status: 0, failures: [] });
  // The tests saw the fifth hub: its cases ran.
  expect(output).toMatch(new RegExp(`✓ ${HUB.id}\\b`));
  expect(output).toMatch(/Test Suites: \d+ passed, \d+ total/);
});
