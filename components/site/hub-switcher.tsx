"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Layers } from "lucide-react";
import { HUBS, HUB_IDS, isHubId, type HubId } from "@/lib/hubs/registry";
import { Button } from "@/components/ui/button";
import { detectEnvironment } from "@/lib/environment";

const STORAGE_KEY = "preferredHub";

/** Where to go to see `next` as the current hub, or null to reload in place (cookie). */
export function switchTarget(location: { hostname: string; port: string; pathname: string; protocol: string }, next: HubId): string | null {
  if (location.hostname.endsWith(".localhost")) {
    const port = location.port ? `:${location.port}` : "";
    return `${location.protocol}//${next}.localhost${port}${location.pathname}`;
  }
  return null;
}

export function isLocalhost(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1";
}

const noSubscription = () => () => {};

/** The host is only known in the browser (the page is static); the flag is on in development and staging (SPEC §2). */
function switcherVisible(): boolean {
  return detectEnvironment(window.location.host) !== "production" && isLocalhost(window.location.hostname);
}

function persistPreferredHub(hub: HubId): void {
  window.localStorage.setItem(STORAGE_KEY, hub);
  document.cookie = `${STORAGE_KEY}=${hub}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * SPEC §2 hub switcher: a floating button on localhost while the flag is on
 * (development and staging). Its panel holds a dropdown of the four hubs;
 * choosing one stores preferredHub and re-renders the site as that hub.
 */
export function HubSwitcher({ current }: { current: HubId }) {
  const visible = useSyncExternalStore(noSubscription, switcherVisible, () => false);
  const [panelOpen, setPanelOpen] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!panelOpen) return;
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) {
        setPanelOpen(false);
        setListOpen(false);
      }
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [panelOpen]);

  if (!visible) return null;

  function choose(next: HubId) {
    if (!isHubId(next)) return;
    persistPreferredHub(next);
    setPanelOpen(false);
    setListOpen(false);
    const target = switchTarget(window.location, next);
    if (target) window.location.assign(target);
    else window.location.reload();
  }

  return (
    <div ref={root} className="fixed right-4 bottom-4 z-50" data-testid="hub-switcher">
      {panelOpen && (
        <div role="dialog" aria-label="Switch hub" className="mb-2 w-56 rounded-lg border bg-popover p-3 text-popover-foreground shadow-xl">
          <p className="mb-2 text-xs font-medium text-muted-foreground">Current hub: {HUBS[current].name}</p>
          <Button
            variant="outline"
            className="w-full justify-between"
            aria-haspopup="listbox"
            aria-expanded={listOpen}
            onClick={() => setListOpen((o) => !o)}
          >
            {HUBS[current].name}
          </Button>
          {listOpen && (
            <ul role="listbox" aria-label="Hubs" className="mt-1 rounded-md border bg-popover py-1">
              {HUB_IDS.map((id) => (
                <li key={id} role="option" aria-selected={id === current}>
                  <button
                    type="button"
                    className="w-full px-3 py-1.5 text-left text-sm hover:bg-accent"
                    onClick={() => choose(id)}
                  >
                    {HUBS[id].name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <Button
        size="icon"
        className="ml-auto flex rounded-full shadow-lg"
        aria-label="Switch hub"
        aria-expanded={panelOpen}
        onClick={() => {
          setPanelOpen((o) => !o);
          setListOpen(false);
        }}
      >
        <Layers />
      </Button>
    </div>
  );
}

/** SPEC §5: a stored preferredHub is accepted only if it names one of the four hubs. */
export function readPreferredHub(storage: Pick<Storage, "getItem">): HubId | null {
  const value = storage.getItem(STORAGE_KEY);
  return isHubId(value) ? value : null;
}
