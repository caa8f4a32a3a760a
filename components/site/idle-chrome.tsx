"use client";

import { useEffect } from "react";
import { Toaster } from "@/components/ui/sonner";
import { followThemeChanges } from "@/lib/theme/theme";
import { AdminButtonClient, type AdminButtonClientProps } from "./admin-button-client";
import { DebugOverlayLoader, type DebugOverlayLoaderProps } from "./debug-overlay-loader";
import { HubSwitcherPanel, type HubSwitcherPanelProps } from "./hub-switcher-panel";
import { ScrollToTop } from "./scroll-to-top";

export interface IdleChromeProps {
  admin: AdminButtonClientProps;
  switcher: HubSwitcherPanelProps;
  debug: DebugOverlayLoaderProps;
}

/**
 * Every part of the page that shows nothing, or waits for a person, until
 * after load: the admin button, the hub switcher, the debug overlay, the
 * toast region, scroll-to-top on navigation, and the theme following the
 * system. One chunk, fetched by DeferredChrome once the page is interactive.
 */
export function IdleChrome({ admin, switcher, debug }: IdleChromeProps) {
  useEffect(followThemeChanges, []);
  return (
    <>
      <AdminButtonClient {...admin} />
      <HubSwitcherPanel {...switcher} />
      <ScrollToTop />
      <DebugOverlayLoader {...debug} />
      <Toaster />
    </>
  );
}
