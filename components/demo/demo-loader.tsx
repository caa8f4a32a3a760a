"use client";

import dynamic from "next/dynamic";
import type { Hub } from "@/lib/hubs/registry";

/**
 * The demo widget in a chunk of its own. Links to /demo on every page make
 * Next prefetch this route, and a prefetch brings the route's client
 * components; behind dynamic() only this small loader comes along, and the
 * widget's code is fetched when /demo actually renders (issue 8).
 */
const DemoWidget = dynamic(() => import("./demo-widget").then((m) => m.DemoWidget), {
  loading: () => <div className="h-[34rem] animate-pulse rounded-xl border bg-muted/40" aria-label="Loading the demo" role="status" />,
});

export function DemoLoader({ hub }: { hub: Hub }) {
  return <DemoWidget hub={hub} />;
}
