"use client";

import { startTransition, useEffect, useState } from "react";
import { ChevronDown } from "@/components/ui/icons/chevron-down";
import { Layers } from "@/components/ui/icons/layers";
import { Lock } from "@/components/ui/icons/lock";
import { ShieldCheck } from "@/components/ui/icons/shield-check";
import { Toaster } from "@/components/ui/sonner";
import { followThemeChanges } from "@/lib/theme/theme";
import { AdminButtonClient, type AdminButtonClientProps } from "./admin-button-client";
import { DebugOverlayLoader, type DebugOverlayLoaderProps } from "./debug-overlay-loader";
import { HubSwitcherPanel, type HubSwitcherPanelProps } from "./hub-switcher-panel";
import { ScrollToTop } from "./scroll-to-top";

/** What the server decides for these parts: classes and data. Icons are drawn here, not carried in the page. */
export type AdminButtonClasses = Omit<AdminButtonClientProps, "shieldIcon" | "lockIcon">;
export type HubSwitcherData = Omit<HubSwitcherPanelProps, "icon" | "chevron">;

export interface IdleChromeProps {
  admin: AdminButtonClasses;
  switcher: HubSwitcherData;
  debug: DebugOverlayLoaderProps;
}

/**
 * Every part of the page that shows nothing, or waits for a person, until
 * after load: the admin button, the hub switcher, the debug overlay, the
 * toast region, scroll-to-top on navigation, and the theme following the
 * system. One chunk, fetched by DeferredChrome once the page is interactive.
 * The parts mount one at a time, each in its own render and commit, so none
 * of them, and not all of them together, makes a long task.
 */
export function IdleChrome({ admin, switcher, debug }: IdleChromeProps) {
  useEffect(followThemeChanges, []);
  const parts = [
    <AdminButtonClient key="admin" {...admin} shieldIcon={<ShieldCheck />} lockIcon={<Lock />} />,
    <HubSwitcherPanel
      key="switcher"
      {...switcher}
      icon={<Layers />}
      chevron={<ChevronDown className="opacity-60" />}
    />,
    <ScrollToTop key="scroll" />,
    <DebugOverlayLoader key="debug" {...debug} />,
    <Toaster key="toaster" />,
  ];
  const shown = useOneMoreAfterEachCommit(parts.length);
  return <>{parts.slice(0, shown)}</>;
}

/**
 * 1, then one more after each commit, up to `count`: each step is its own
 * transition, which React renders in a task of its own. No timer, so a page
 * whose clock a test has frozen still gets every part.
 */
function useOneMoreAfterEachCommit(count: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown < count) startTransition(() => setShown(shown + 1));
  }, [shown, count]);
  return shown;
}
