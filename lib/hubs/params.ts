import type { CSSProperties } from "react";
import { notFound } from "next/navigation";
import { getHub, isHubId, type Hub } from "./registry";
import { hubPalette } from "./palette";
import { hubIdentity } from "./identity";

/** Props of every page and layout under app/[hub]. */
export interface HubParams {
  params: Promise<{ hub: string }>;
}

/** Resolve the hub from route params or 404. */
export async function hubFromParams(params: Promise<{ hub: string }>): Promise<Hub> {
  const { hub } = await params;
  if (!isHubId(hub)) notFound();
  return getHub(hub);
}

/**
 * The hub's colors, their text shades and tints per theme, and its heading
 * face as CSS variables, written on the server so the first byte is branded.
 */
export function hubStyle(hub: Hub): CSSProperties {
  const light = hubPalette(hub, "light");
  const dark = hubPalette(hub, "dark");
  const { heading } = hubIdentity(hub.id);
  return {
    "--hub-primary": hub.colors.primary,
    "--hub-secondary": hub.colors.secondary,
    "--hub-accent": hub.colors.accent,
    "--hub-primary-text": hub.colors.primaryText,
    "--hub-primary-text-dark": hub.colors.primaryTextDark,
    "--hub-secondary-text": light.secondaryText,
    "--hub-secondary-text-dark": dark.secondaryText,
    "--hub-accent-text": light.accentText,
    "--hub-accent-text-dark": dark.accentText,
    "--hub-tint": light.secondaryTint,
    "--hub-tint-dark": dark.secondaryTint,
    "--hub-tint-2": light.accentTint,
    "--hub-tint-2-dark": dark.accentTint,
    "--hub-heading": heading.family,
    "--hub-heading-weight": heading.weight,
    "--hub-heading-tracking": heading.tracking,
  } as CSSProperties;
}
