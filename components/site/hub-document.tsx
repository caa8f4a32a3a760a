import type { ReactNode } from "react";
import type { Hub } from "@/lib/hubs";
import { hubStyle } from "@/lib/hubs/params";
import { NO_FLASH_THEME_SCRIPT } from "@/lib/theme/no-flash-script";
import { SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";
import { hubSwitcherProps } from "./hub-switcher";
import { adminButtonProps } from "./admin-button";
import { debugOverlayProps } from "./debug-overlay";
import { DeferredChrome } from "./deferred-chrome";

/**
 * The whole branded document: <html data-hub> with the hub's colors, the
 * shared chrome (the idle parts and the toast region load after hydration), and
 * `children` as the main content. Used by the hub layout
 * and by the global 404, which bypasses layouts.
 */
export function HubDocument({ hub, children }: { hub: Hub; children: ReactNode }) {
  return (
    <html lang="en" data-hub={hub.id} style={hubStyle(hub)} suppressHydrationWarning>
      <body data-hub={hub.id} className="flex min-h-dvh flex-col font-sans">
        <script dangerouslySetInnerHTML={{ __html: NO_FLASH_THEME_SCRIPT }} />
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <SiteHeader hub={hub} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter hub={hub} />
        <DeferredChrome
          admin={adminButtonProps()}
          switcher={hubSwitcherProps(hub.id)}
          debug={debugOverlayProps(hub.id)}
        />
      </body>
    </html>
  );
}
