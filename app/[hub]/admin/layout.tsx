import type { Metadata } from "next";
import type { ReactNode } from "react";
import { cookies } from "next/headers";
import { hubFromParams, type HubParams } from "@/lib/hubs/params";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { adminActor, currentAdmin } from "@/lib/auth/admin-session";
import { SIDEBAR_COOKIE_NAME, sidebarOpenFromCookie } from "@/components/ui/sidebar-constants";
import { AdminGate } from "@/components/admin/admin-gate";
import { AdminShell } from "@/components/admin/admin-shell";
import "./admin.css";

// Per request: the session cookie decides what renders.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  return pageMetadata(await hubFromParams(params), { title: "Admin", path: "/admin", noindex: true });
}

/**
 * The admin gate, on the server. Without a valid admin session nothing below
 * renders; each page checks again, because a client navigation can fetch a
 * page segment without re-running this layout.
 */
export default async function AdminLayout({ children, params }: HubParams & { children: ReactNode }) {
  const hub = await hubFromParams(params);
  const session = await currentAdmin();
  if (!session) return <AdminGate hub={hub} />;
  const jar = await cookies();
  return (
    <AdminShell
      hub={hub}
      defaultOpen={sidebarOpenFromCookie(jar.get(SIDEBAR_COOKIE_NAME)?.value)}
      // Every mode keeps the outbox in its database (Supabase mode requires DATABASE_URL).
      showOutbox
      actor={adminActor(session)}
    >
      {children}
    </AdminShell>
  );
}
