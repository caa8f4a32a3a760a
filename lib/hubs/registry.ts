/**
 * The hub registry: the one place that names brands, domains, colors and
 * app/checkout addresses.
 */
export const HUB_IDS = ["marque", "percytech", "percymd", "percytext"] as const;
export type HubId = (typeof HUB_IDS)[number];
/** The hub ids as a regular-expression alternation (`marque|percytech|…`), for path patterns. */
export const HUB_ID_ALTERNATION = HUB_IDS.join("|");

export const DEFAULT_HUB: HubId = "marque";

export interface HubColors {
  primary: string;
  secondary: string;
  accent: string;
  /** A darker shade of the primary for text on light backgrounds (WCAG AA). */
  primaryText: string;
  /** A lighter shade of the primary for text on dark backgrounds (WCAG AA). */
  primaryTextDark: string;
}

export interface Hub {
  id: HubId;
  name: string;
  hubNumber: number;
  /** Production apex domain; `www.` is accepted too. */
  domain: string;
  colors: HubColors;
  /** Health hub: HIPAA-themed copy. */
  health: boolean;
  supportEmail: string;
}

export const HUBS = {
  marque: {
    id: "marque",
    name: "Marque",
    hubNumber: 1,
    domain: "marquetext.com",
    colors: {
      primary: "#FF6B35",
      secondary: "#4ECDC4",
      accent: "#FFA500",
      primaryText: "#B93C0B",
      primaryTextDark: "#FF8A5C",
    },
    health: false,
    supportEmail: "support@marquetext.com",
  },
  percytech: {
    id: "percytech",
    name: "PercyTech",
    hubNumber: 0,
    domain: "percytech.com",
    colors: {
      primary: "#007AFF",
      secondary: "#5AC8FA",
      accent: "#FF3B30",
      primaryText: "#0058B8",
      primaryTextDark: "#4DA3FF",
    },
    health: false,
    supportEmail: "support@percytech.com",
  },
  percymd: {
    id: "percymd",
    name: "PercyMD",
    hubNumber: 2,
    domain: "percymd.com",
    colors: {
      primary: "#5856D6",
      secondary: "#AF52DE",
      accent: "#32ADE6",
      primaryText: "#4A48C4",
      primaryTextDark: "#9C9BF0",
    },
    health: true,
    supportEmail: "support@percymd.com",
  },
  percytext: {
    id: "percytext",
    name: "PercyText",
    hubNumber: 3,
    domain: "percytext.com",
    colors: {
      primary: "#FF9500",
      secondary: "#FFCC00",
      accent: "#FF3B30",
      primaryText: "#8F4F00",
      primaryTextDark: "#FFAD33",
    },
    health: false,
    supportEmail: "support@percytext.com",
  },
} as const satisfies Record<HubId, Hub>;

export function isHubId(value: unknown): value is HubId {
  return typeof value === "string" && (HUB_IDS as readonly string[]).includes(value);
}

export function getHub(id: HubId): Hub {
  return HUBS[id];
}

/** Canonical origin of a hub's public site. */
export function siteUrl(hub: Hub): string {
  return `https://${hub.domain}`;
}

/** The brand's app (product) address: where payment success and log in lead. */
export function appUrl(hub: Hub): string {
  return `https://app.${hub.domain}`;
}
