import { existsSync, readdirSync } from "node:fs";
import { referencePath, shots } from "../e2e/screenshot-pages";

/**
 * Every picture tests/e2e/screenshots.spec.ts takes has its committed reference (a hub added without them
 * would fail there only after a build), and no reference is left over from a page or hub that is gone.
 */
const FOLDER = "tests/e2e/screenshots.spec.ts-snapshots";

describe("screenshot references", () => {
  const wanted = shots().map(referencePath);

  it("exist for every hub's pages, on a phone and a desktop, light and dark", () => {
    expect(wanted.length).toBeGreaterThan(50);
    expect(wanted.filter((file) => !existsSync(file))).toEqual([]);
  });

  it("are only those", () => {
    const kept = new Set(wanted);
    expect(readdirSync(FOLDER).filter((file) => !kept.has(`${FOLDER}/${file}`))).toEqual([]);
  });
});
