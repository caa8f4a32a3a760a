import type { CSSProperties } from "react";
import { notFound } from "next/navigation";
import { getHub, isHubId, type Hub } from "./registry";

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

/** The hub's colours as CSS variables, written on the server so the first byte is branded. */
export function hubStyle(hub: Hub): CSSProperties {
  return {
    "--hub-primary": hub.colors.primary,
    "--hub-secondary": hub.colors.secondary,
    "--hub-accent": hub.colors.accent,
    "--hub-primary-text": hub.colors.primaryText,
    "--hub-primary-text-dark": hub.colors.primaryTextDark,
  } as CSSProperties;
}
