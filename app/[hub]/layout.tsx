import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { HUB_IDS } from "@/lib/hubs";
import { hubFromParams, type HubParams } from "@/lib/hubs/params";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { HubDocument } from "@/components/site/hub-document";
import "../globals.css";

// Only the four hubs exist; anything else is a 404 (and keeps /favicon.ico out of this segment).
export const dynamicParams = false;

export function generateStaticParams() {
  return HUB_IDS.map((hub) => ({ hub }));
}

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  return pageMetadata(await hubFromParams(params), { path: "/" });
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0d1014" },
  ],
};

export default async function HubLayout({ children, params }: HubParams & { children: ReactNode }) {
  return <HubDocument hub={await hubFromParams(params)}>{children}</HubDocument>;
}
