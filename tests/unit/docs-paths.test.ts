import { existsSync, readdirSync, readFileSync } from "node:fs";

/**
 * Every path the architecture guide names in backticks exists, and so does
 * every path the README names inside the repository's own folders, so the map
 * stays true when files move. Placeholders (`<hub>`) stand for any folder and
 * are checked up to the placeholder.
 */
const REPO_FOLDERS = ["app", "lib", "components", "content", "supabase", "scripts", "bench", "tests", "docs", "public"];
const inRepoFolder = (p: string) => REPO_FOLDERS.includes(p.split("/")[0]) && p.includes("/");
const DOCS: [string, (p: string) => boolean][] = [
  ["docs/architecture.md", () => true],
  ["README.md", inRepoFolder],
];
const PATH_LIKE =
  /`([A-Za-z0-9_.[\]<>/-]+\/[A-Za-z0-9_.[\]<>/-]*|[A-Za-z0-9_-]+\.(?:ts|tsx|mjs|json|md|toml|sql|css))`/g;

function namedPaths(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(PATH_LIKE)]
    .map((match) => match[1])
    .filter((p) => !p.startsWith("/") && !p.includes("://") && !p.startsWith("."))
    .map((p) => p.split("<")[0].replace(/\/$/, ""))
    .filter((p) => p.length > 0 && (p.includes("/") || p.includes(".")));
}

describe.each(DOCS)("%s", (doc, checked) => {
  it("names only paths that exist", () => {
    const missing = namedPaths(doc).filter((p) => checked(p) && !existsSync(p));
    expect(missing).toEqual([]);
  });
});

it("finds the paths it checks", () => {
  expect(namedPaths("docs/architecture.md")).toEqual(expect.arrayContaining(["lib/hubs/registry.ts", "proxy.ts"]));
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
  const named = namedPaths("docs/architecture.md");
  const isNamed = (folder: string) => named.some((p) => p === folder || p.startsWith(`${folder}/`));

  it.each(foldersToMap())("%s is named in docs/architecture.md", (folder) => {
    expect(isNamed(folder) ? "named" : `${folder} is not named in docs/architecture.md`).toBe("named");
  });
});
