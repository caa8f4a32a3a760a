"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { showDebugOverlay, type BackendInUse } from "@/lib/config/public";
import type { HubId } from "@/lib/hubs/registry";

// Loaded only when shown: a production page on a normal host never fetches it.
const DebugOverlayPanel = dynamic(() => import("./debug-overlay-panel").then((m) => m.DebugOverlayPanel), {
  ssr: false,
});

const noSubscription = () => () => {};

export interface DebugOverlayLoaderProps {
  hub: HubId;
  backend: BackendInUse;
  nodeEnv: string;
}

export function DebugOverlayLoader({ hub, backend, nodeEnv }: DebugOverlayLoaderProps) {
  const host = useSyncExternalStore(
    noSubscription,
    () => window.location.host,
    () => null,
  );
  if (host === null || !showDebugOverlay(nodeEnv, host)) return null;
  return <DebugOverlayPanel hub={hub} backend={backend} host={host} />;
}
