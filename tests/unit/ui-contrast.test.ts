import { readFileSync } from "node:fs";
import { join } from "node:path";
import { HUBS } from "@/lib/hubs/registry";
import { contrast } from "../support/wcag-contrast";

const css = readFileSync(join(process.cwd(), "app/globals.css"), "utf8");
function token(block: ":root" | ".dark", name: string): string {
  const body = css.slice(css.indexOf(`${block} {`), css.indexOf("}", css.indexOf(`${block} {`)));
  const match = body.match(new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})`));
  if (!match) throw new Error(`no ${name} in ${block}`);
  return match[1];
}

const themes = [
  { mode: ":root" as const, primary: (h: (typeof HUBS)[keyof typeof HUBS]) => h.colors.primaryText },
  { mode: ".dark" as const, primary: (h: (typeof HUBS)[keyof typeof HUBS]) => h.colors.primaryTextDark },
];

describe("Button colors meet WCAG AA (4.5:1) in both themes, every hub", () => {
  for (const { mode, primary } of themes) {
    const bg = token(mode, "background");
    const fg = token(mode, "foreground");
    const onPrimary = token(mode, "primary-foreground");
    for (const hub of Object.values(HUBS)) {
      it(`${hub.id} ${mode}: default/hero/demo-hover label on primary, link/demo text on background`, () => {
        expect(contrast(primary(hub), onPrimary)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(primary(hub), bg)).toBeGreaterThanOrEqual(4.5);
      });
    }
    it(`${mode}: destructive, secondary, premium, outline/ghost`, () => {
      expect(contrast(token(mode, "destructive"), token(mode, "destructive-foreground"))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(token(mode, "secondary"), token(mode, "secondary-foreground"))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(token(mode, "accent"), token(mode, "accent-foreground"))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
