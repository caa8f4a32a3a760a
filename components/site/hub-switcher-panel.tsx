"use client";

import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import type { HubId } from "@/lib/hubs/registry";
import { browserNavigation } from "@/lib/browser/navigation";
import {
  PREFERRED_HUB_KEY,
  PREFERRED_HUB_SYNC_KEY,
  preferredHubCookie,
  readPreferredHub,
  startupSync,
  switchTarget,
  switcherEnabled,
} from "@/lib/hubs/preferred";

export interface HubSwitcherPanelProps {
  current: HubId;
  hubs: ReadonlyArray<{ id: HubId; name: string }>;
  icon: ReactNode;
  chevron: ReactNode;
  fabClassName: string;
  triggerClassName: string;
}

/** The document title while switching: the chosen hub's name. */
const FALLBACK_HUB_TITLE = "SMS Hub";

const noSubscription = () => () => {};
// The page is static: the host is only known in the browser.
const visibleInBrowser = () => switcherEnabled(window.location);

function showTitle(hubName: string | undefined): void {
  document.title = hubName || FALLBACK_HUB_TITLE;
}

function persist(hub: HubId): void {
  try {
    window.localStorage.setItem(PREFERRED_HUB_KEY, hub);
  } catch {
    // Storage refused: the cookie alone still switches the hub on plain localhost.
  }
  document.cookie = preferredHubCookie(hub);
}

/** Floating button → panel → inner dropdown of the four hubs. */
export function HubSwitcherPanel({
  current,
  hubs,
  icon,
  chevron,
  fabClassName,
  triggerClassName,
}: HubSwitcherPanelProps) {
  const visible = useSyncExternalStore(noSubscription, visibleInBrowser, () => false);
  const [panelOpen, setPanelOpen] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();

  // A stored preferredHub is read at start. On plain localhost the
  // server rendered the cookie's hub; if storage says otherwise, sync the
  // cookie and reload once (the session flag stops any loop).
  useEffect(() => {
    try {
      const stored = readPreferredHub(window.localStorage);
      const synced = window.sessionStorage.getItem(PREFERRED_HUB_SYNC_KEY);
      const target = startupSync(window.location, stored, current, synced);
      if (!target) return;
      window.sessionStorage.setItem(PREFERRED_HUB_SYNC_KEY, target);
      document.cookie = preferredHubCookie(target);
      browserNavigation.reload();
    } catch {
      // Storage refused (private mode, sandbox): keep the hub the server rendered.
    }
  }, [current]);

  useEffect(() => {
    if (!panelOpen) return;
    const close = () => {
      setPanelOpen(false);
      setListOpen(false);
    };
    // Clicking outside closes both the panel and the dropdown.
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [panelOpen]);

  if (!visible) return null;
  const currentName = hubs.find((h) => h.id === current)?.name || FALLBACK_HUB_TITLE;

  function choose(next: HubId) {
    persist(next);
    showTitle(hubs.find((h) => h.id === next)?.name);
    setPanelOpen(false);
    setListOpen(false);
    const target = switchTarget(window.location, next);
    if (target) browserNavigation.assign(target);
    else browserNavigation.reload();
  }

  return (
    <div ref={root} className="fixed right-4 bottom-4 z-50" data-testid="hub-switcher">
      {panelOpen && (
        <div
          role="dialog"
          aria-label="Switch hub"
          className="mb-2 w-56 rounded-lg border bg-popover p-3 text-popover-foreground shadow-xl"
        >
          <p className="mb-2 text-xs font-medium text-muted-foreground">Current hub</p>
          <button
            type="button"
            className={triggerClassName}
            aria-expanded={listOpen}
            aria-controls={listId}
            onClick={() => setListOpen((o) => !o)}
          >
            {currentName}
            {chevron}
          </button>
          {listOpen && (
            <ul id={listId} aria-label="Hubs" className="mt-1 rounded-md border bg-popover py-1">
              {hubs.map(({ id, name }) => (
                <li key={id}>
                  <button
                    type="button"
                    aria-current={id === current ? "true" : undefined}
                    className="w-full px-3 py-1.5 text-left text-sm hover:bg-accent aria-[current=true]:font-semibold"
                    onClick={() => choose(id)}
                  >
                    {name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <button
        type="button"
        className={fabClassName}
        aria-label="Switch hub"
        aria-expanded={panelOpen}
        onClick={() => {
          setPanelOpen((o) => !o);
          setListOpen(false);
        }}
      >
        {icon}
      </button>
    </div>
  );
}
