import { HUB_IDS, type HubId } from "../../lib/hubs/registry";
import { getTopics } from "../../content";

/** The pages of every hub kept as screenshot references (tests/e2e/screenshots.spec.ts). */
const MAIN_PAGES = { home: "/", pricing: "/pricing", contact: "/contact", about: "/about" };

/** Beside the main pages: the hub's topic index and its first topic page. */
export function pagesOf(hub: HubId): Record<string, string> {
  const { kind, pages } = getTopics(hub);
  return { ...MAIN_PAGES, topics: `/${kind}`, topic: `/${kind}/${pages[0].slug}` };
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export const THEMES = ["light", "dark"] as const;

export interface Shot {
  hub: HubId;
  page: string;
  path: string;
  width: keyof typeof VIEWPORTS;
  theme: (typeof THEMES)[number];
  /** The picture's name as the spec asks for it. */
  name: string;
}

/** Every picture: each hub's pages, on a phone and a desktop, light and dark. */
export function shots(): Shot[] {
  return HUB_IDS.flatMap((hub) =>
    Object.entries(pagesOf(hub)).flatMap(([page, path]) =>
      (Object.keys(VIEWPORTS) as Shot["width"][]).flatMap((width) =>
        THEMES.map((theme) => ({ hub, page, path, width, theme, name: `${hub}-${page}-${width}-${theme}.png` })),
      ),
    ),
  );
}

/** Where Playwright keeps a picture's reference for this project and platform. */
export function referencePath(shot: Shot): string {
  return `tests/e2e/screenshots.spec.ts-snapshots/${shot.name.replace(/\.png$/, "")}-chromium-linux.png`;
}
