import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { getHub, resolveHub } from "@/lib/hubs";
import { detectEnvironment } from "@/lib/environment";
import { HubDocument } from "@/components/site/hub-document";
import { HomeContent } from "@/components/home/home-content";
import "./globals.css";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false, follow: false },
};

/**
 * Any path that matches no route shows the home page's content with status
 * 404 and noindex (DESIGN.md), branded for the host's hub.
 */
export default async function GlobalNotFound() {
  const host = (await headers()).get("host");
  const hub = getHub(resolveHub(host, await cookies(), detectEnvironment(host)));
  return (
    <HubDocument hub={hub}>
      <p role="status" className="mx-auto max-w-6xl px-4 pt-6 text-sm text-muted-foreground">
        We couldn&apos;t find that page, so here is our home page.
      </p>
      <HomeContent hub={hub} />
    </HubDocument>
  );
}
