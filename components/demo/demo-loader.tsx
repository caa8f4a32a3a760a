"use client";

import dynamic from "next/dynamic";
import type { Hub } from "@/lib/hubs/registry";

/**
 * The demo widget in a chunk of its own. Links to /demo on every page make
 * Next prefetch this route, and a prefetch brings the route's client
 * components; behind dynamic() only this small loader comes along, and the
 * widget's code is fetched when /demo actually renders.
 *
 * Client-only: the server HTML carries this skeleton in the widget's shape
 * (form card beside the phone) inline, never a Suspense segment that React
 * could move out of line as the widget grows.
 */
const DemoWidget = dynamic(() => import("./demo-widget").then((m) => m.DemoWidget), {
  ssr: false,
  loading: () => (
    <div className="grid items-start gap-10 lg:grid-cols-2" aria-label="Loading the demo" role="status">
      <div className="h-[22rem] animate-pulse rounded-xl border bg-muted/40" />
      <div className="mx-auto h-[34rem] w-full max-w-[22rem] animate-pulse rounded-[2.5rem] border bg-muted/40" />
    </div>
  ),
});

export function DemoLoader({ hub }: { hub: Hub }) {
  return <DemoWidget hub={hub} />;
}
