import { readFileSync } from "node:fs";
import { join } from "node:path";
import { HUBS, HUB_IDS, type Hub } from "@/lib/hubs/registry";
import { hubStyle } from "@/lib/hubs/params";
import { HUB_IDENTITY } from "@/lib/hubs/identity";
import { NEUTRALS, contrast as paletteContrast, deltaE, hubPalette } from "@/lib/hubs/palette";
import { contrast } from "../support/wcag-contrast";

/**
 * Text in hub colors meets WCAG AA (4.5:1) in light and
 * dark. The tokens are read from app/globals.css itself, so changing a shade
 * there or in the registry breaks this test.
 */
const css = readFileSync(join(process.cwd(), "app/globals.css"), "utf8");

function block(selector: string): Record<string, string> {
  const start = css.search(new RegExp(`^${selector.replace(".", "\\.")} \\{`, "m"));
  const body = css.slice(start, css.indexOf("}", start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

const light = block(":root");
const dark = { ...light, ...block(".dark") };

function token(theme: Record<string, string>, hub: Hub, name: string): string {
  const vars = { ...theme, ...(hubStyle(hub) as Record<string, string>) };
  let value = vars[name];
  for (let i = 0; value?.startsWith("var("); i++) value = vars[value.slice(4, -1)];
  if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name} is not a hex color: ${value}`);
  return value;
}

const SURFACES = ["--background", "--card", "--popover", "--muted", "--accent", "--secondary", "--tint", "--tint-2"];
/** Text in each of the hub's three colors. */
const BRAND_TEXT = ["--brand", "--primary", "--brand-2", "--brand-3"];
const themes = [
  ["light", light],
  ["dark", dark],
] as const;

describe("contrast helper", () => {
  it("matches WCAG's reference values", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrast("#767676", "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("confirms the raw brand orange on white fails, which is why text uses a darker shade", () => {
    expect(contrast(HUBS.marque.colors.primary, "#ffffff")).toBeLessThan(4.5);
  });
});

describe.each(HUB_IDS)("%s meets WCAG AA", (id) => {
  const hub = HUBS[id];

  it.each(themes)(
    "%s: brand text in all three colors (brand, primary, brand-2, brand-3) on every surface, tints included",
    (_name, theme) => {
      const failures = BRAND_TEXT.flatMap((fg) =>
        SURFACES.map((bg) => ({
          fg,
          bg,
          ratio: Number(contrast(token(theme, hub, fg), token(theme, hub, bg)).toFixed(2)),
        })),
      ).filter((pair) => pair.ratio < 4.5);
      expect(failures).toEqual([]);
    },
  );

  it.each(themes)("%s: primary buttons (text-primary-foreground on bg-primary)", (_name, theme) => {
    expect(contrast(token(theme, hub, "--primary-foreground"), token(theme, hub, "--primary"))).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it.each(themes)("%s: body and muted text on the surfaces", (_name, theme) => {
    for (const fg of ["--foreground", "--muted-foreground"]) {
      for (const bg of SURFACES) {
        expect(contrast(token(theme, hub, fg), token(theme, hub, bg))).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe("the palette module", () => {
  it("computes contrast as the test's own helper does", () => {
    expect(paletteContrast("#4b5563", "#f2f4f7")).toBeCloseTo(contrast("#4b5563", "#f2f4f7"), 10);
  });

  it("knows the neutral surfaces app/globals.css declares", () => {
    for (const [theme, vars] of themes) {
      const n = NEUTRALS[theme];
      expect([n.background, n.card, n.muted, n.accent, n.foreground, n.mutedForeground]).toEqual(
        ["--background", "--card", "--muted", "--accent", "--foreground", "--muted-foreground"].map((v) => vars[v]),
      );
    }
  });

  it("uses a hub color as it is where it already reads at AA, and a shade of it where it does not", () => {
    expect(hubPalette(HUBS.marque, "dark").secondaryText).toBe("#4ecdc4");
    expect(hubPalette(HUBS.percytext, "dark").secondaryText).toBe("#ffcc00");
    expect(hubPalette(HUBS.percytext, "light").secondaryText).not.toBe("#ffcc00");
  });
});

describe("the hubs look apart", () => {
  it("Marque's and PercyText's secondaries (teal, yellow) are far apart though their primaries are close", () => {
    const { marque, percytext } = HUBS;
    expect(deltaE(marque.colors.primary, percytext.colors.primary)).toBeLessThan(40);
    expect(deltaE(marque.colors.secondary, percytext.colors.secondary)).toBeGreaterThan(80);
  });

  it("every hub has its own heading face", () => {
    expect(new Set(HUB_IDS.map((id) => HUB_IDENTITY[id].heading.family)).size).toBe(HUB_IDS.length);
  });
});
