import type { ReactNode } from "react";
import type { Hub } from "@/lib/hubs";
import { HubLogo } from "@/components/site/hub-logo";

/** The centered, hub-branded card every funnel page sits in (server component). */
export function FunnelCard({ hub, children }: { hub: Hub; children: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col items-center px-4 py-12 sm:py-16">
      <HubLogo hub={hub.id} variant="icon" className="mb-6" />
      <div className="w-full rounded-xl border border-t-4 border-t-primary bg-card p-6 shadow-sm sm:p-8">
        {children}
      </div>
    </section>
  );
}
