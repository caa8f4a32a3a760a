import { ImageResponse } from "next/og";
import { HUB_IDS, getHub, isHubId } from "@/lib/hubs";
import { getContent } from "@/content";

/** 1200×630 social card per hub, prerendered at build with the default font (no downloads). */
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const alt = "Compliant business texting";
export const dynamicParams = false;

export function generateStaticParams() {
  return HUB_IDS.map((hub) => ({ hub }));
}

export default async function OpengraphImage({ params }: { params: Promise<{ hub: string }> }) {
  const { hub: id } = await params;
  const hub = getHub(isHubId(id) ? id : "marque");
  const { hero } = getContent(hub.id);
  const { primary, secondary, accent } = hub.colors;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "#0d1014",
        color: "#ffffff",
      }}
    >
      <div style={{ display: "flex", gap: 16 }}>
        {[primary, secondary, accent].map((c) => (
          <div key={c} style={{ width: 56, height: 56, borderRadius: 28, background: c }} />
        ))}
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ fontSize: 96, fontWeight: 700, color: primary }}>{hub.name}</div>
        <div style={{ fontSize: 44, marginTop: 12 }}>{hero.tagline.line1}</div>
        <div style={{ fontSize: 32, marginTop: 12, color: "#aab2bd" }}>{hero.tagline.line2}</div>
      </div>
      <div style={{ fontSize: 28, color: "#aab2bd" }}>{hub.domain}</div>
    </div>,
    size,
  );
}
