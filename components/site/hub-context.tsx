"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { Hub } from "@/lib/hubs/registry";

/**
 * The current hub for client leaves that need its name or number. The server
 * already knows the hub from the route segment, so this only wraps the
 * widgets that ask (the demo), not the whole document.
 */
const HubContext = createContext<Hub | null>(null);

export function HubProvider({ hub, children }: { hub: Hub; children: ReactNode }) {
  return <HubContext.Provider value={hub}>{children}</HubContext.Provider>;
}

export function useHub(): Hub {
  const hub = useContext(HubContext);
  if (!hub) throw new Error("useHub must be used within a HubProvider");
  return hub;
}
