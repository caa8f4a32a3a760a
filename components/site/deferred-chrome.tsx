"use client";

import { startTransition, useEffect, useRef, useState, type ComponentType } from "react";
import { useParams, usePathname } from "next/navigation";
import { VITALS_SAMPLE_RATE } from "@/lib/config/public-env";
import { inBackground } from "@/lib/browser/background-task";
import type { IdleChromeProps } from "./idle-chrome";

/**
 * Loads IdleChrome after hydration instead of with the page: none of it is
 * on screen at first paint, so its code (sonner, the switcher, the admin
 * button) stays out of the first load. Each import starts in a background
 * task of its own, after hydration's tasks, so fetching and running it never
 * lengthens them. No timer is involved, so tests that fake the clock still
 * see it, and nothing is lost meanwhile: sonner replays toasts raised before
 * its Toaster subscribes. It renders as a transition, and IdleChrome mounts
 * its parts one per commit, so no long task follows hydration.
 */
export function DeferredChrome(props: IdleChromeProps) {
  const [Chrome, setChrome] = useState<ComponentType<IdleChromeProps> | null>(null);
  // The page the visit landed on: field vitals belong to it, whatever the visitor opens next.
  const landing = useRef({ pathname: usePathname() ?? "/", params: useParams() ?? {} });
  useEffect(() => {
    let cancelled = false;
    let stopCarrying = () => {};
    const later = (load: () => void) => inBackground(() => cancelled || load());
    later(() =>
      import("./idle-chrome").then((m) => {
        if (!cancelled) startTransition(() => setChrome(() => m.IdleChrome));
      }),
    );
    // Where the visit came from, kept in sessionStorage after the first paint; a sign-up link carries its campaign.
    later(() =>
      import("@/lib/funnel/checkout-campaign").then((m) => {
        m.captureAttribution();
        if (!cancelled) stopCarrying = m.carryCampaignToSignup();
      }),
    );
    // A sampled public page view measures its field vitals, with code fetched only now.
    const { pathname, params } = landing.current;
    if (!pathname.startsWith("/admin") && Math.random() < VITALS_SAMPLE_RATE) {
      later(() => import("@/lib/vitals/beacon").then((m) => m.measureVisit(pathname, params)));
    }
    return () => {
      cancelled = true;
      stopCarrying();
    };
  }, []);
  return Chrome ? <Chrome {...props} /> : null;
}
