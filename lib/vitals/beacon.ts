import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { CONNECTION_TYPES, PHONE_MAX_WIDTH_PX, type ConnectionType, type DeviceClass } from "./metrics";
import { routePattern } from "./route-pattern";

/** Where beacons go (app/api/vitals). */
export const VITALS_ENDPOINT = "/api/vitals";

/** The route pattern sent for a page answered with 404: its address is whatever was typed. */
export const NOT_FOUND_ROUTE = "/_not-found";

type Params = Record<string, string | string[] | undefined>;

/** Once per page load (a development double effect included). */
let measuring = false;

function randomView(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function connectionType(): ConnectionType | undefined {
  const type = (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return (CONNECTION_TYPES as readonly string[]).includes(type ?? "") ? (type as ConnectionType) : undefined;
}

function responseStatus(): number | undefined {
  const entry = performance.getEntriesByType("navigation")[0] as { responseStatus?: number } | undefined;
  return entry?.responseStatus;
}

/**
 * Measure this page view's LCP, INP, CLS, FCP and TTFB with web-vitals and
 * send what has been measured whenever the page is hidden (as web-vitals
 * reports), one beacon each time: the route pattern, hub, device class and
 * connection type, never the address, a cookie or the user agent. Loaded
 * after hydration in a chunk of its own (components/site/deferred-chrome.tsx).
 */
export function measureVisit(pathname: string, params: Params): void {
  if (measuring) return;
  measuring = true;
  const route = responseStatus() === 404 ? NOT_FOUND_ROUTE : routePattern(pathname, params);
  const device: DeviceClass = matchMedia(`(max-width: ${PHONE_MAX_WIDTH_PX}px)`).matches ? "phone" : "desktop";
  const context = { view: randomView(), route, hub: document.body.dataset.hub, device, connection: connectionType() };
  const pending = new Map<string, number>();
  const add = ({ name, value }: Metric) => void pending.set(name, value);
  const flush = () => {
    if (pending.size === 0) return;
    const metrics = Array.from(pending, ([name, value]) => ({ name, value }));
    pending.clear();
    // A string goes as text/plain: a simple request, no preflight.
    navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify({ ...context, metrics }));
  };
  onTTFB(add);
  onFCP(add);
  onLCP(add);
  onCLS(add);
  onINP(add);
  // After web-vitals' own listeners (on window, capturing), so this flush carries what they just reported.
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
  addEventListener("pagehide", flush);
}
