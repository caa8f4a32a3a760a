"use client";

import { runtimeConfig, type BackendInUse } from "@/lib/config/public";
import type { HubId } from "@/lib/hubs/registry";
import { dismissToast, notify, TOAST_VARIANTS, type ToastVariant } from "@/lib/toast/notify";

/** One toast of a variant alone on screen, to check how each looks (colors, contrast). */
function previewToast(variant: ToastVariant) {
  dismissToast();
  notify(`${variant} toast`, { variant, description: "How this toast looks on this hub.", duration: Infinity });
}

export interface DebugOverlayPanelProps {
  hub: HubId;
  backend: BackendInUse;
  host: string;
}

/** The overlay itself: a collapsed <details> so it never covers the page until asked. */
export function DebugOverlayPanel({ hub, backend, host }: DebugOverlayPanelProps) {
  const config = runtimeConfig({ host, hub, backend });
  const rows: [string, string][] = [
    ["Environment", config.environment],
    ["Backend", config.backend],
    ["Hub", hub],
    ["Web app URL", config.webAppUrl],
    ["Admin URL", config.adminUrl],
    ["Skip email confirmation", String(config.skipEmailConfirmation)],
    ["Dev auth", String(config.devAuth)],
    ["Debug mode", String(config.debugMode)],
    ["Hub switcher", String(config.hubSwitcher)],
  ];
  return (
    <aside
      aria-label="Debug overlay"
      data-testid="debug-overlay"
      className="fixed bottom-4 left-1/2 z-40 max-w-[calc(100%-8rem)] -translate-x-1/2 rounded-md border bg-popover/95 text-xs text-popover-foreground shadow-lg"
    >
      <details>
        <summary className="cursor-pointer px-3 py-1.5 font-mono font-medium">
          Debug · {config.environment} · {backend === "embedded" || backend === "postgres" ? backend : "supabase"}
        </summary>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 px-3 pb-2 font-mono">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-1 px-3 pb-2" aria-label="Toast preview" role="group">
          {TOAST_VARIANTS.map((variant) => (
            <button
              key={variant}
              type="button"
              className="rounded border px-1.5 py-0.5 font-mono hover:bg-accent"
              onClick={() => previewToast(variant)}
            >
              {variant}
            </button>
          ))}
        </div>
      </details>
    </aside>
  );
}
