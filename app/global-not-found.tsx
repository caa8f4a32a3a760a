import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { getHub, resolveHub, type Hub } from "@/lib/hubs";
import { detectEnvironment } from "@/lib/hubs/stage";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { HubDocument } from "@/components/site/hub-document";
import { HomeContent } from "@/components/home/home-content";
import "./globals.css";

async function requestHub(): Promise<Hub> {
  const host = (await headers()).get("host");
  return getHub(resolveHub(host, await cookies(), detectEnvironment(host)));
}

/** Branded title, noindex, and no canonical: this address is not a page. */
export async function generateMetadata(): Promise<Metadata> {
  const metadata = pageMetadata(await requestHub(), { title: "Page not found", path: "/", noindex: true });
  return { ...metadata, alternates: undefined };
}

/**
 * Any path that matches no route shows the home page's content with status
 * 404 and noindex, branded for the
 * host's hub.
 */
export default async function GlobalNotFound() {
  const hub = await requestHub();
  return (
    <HubDocument hub={hub}>
      <p role="status" className="mx-auto max-w-6xl px-4 pt-6 text-sm text-muted-foreground">
        We couldn&apos;t find that page, so here is our home page.
      </p>
      <HomeContent hub={hub} />
    </HubDocument>
  );
}
