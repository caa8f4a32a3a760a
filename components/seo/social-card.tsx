import { ImageResponse } from "next/og";
import type { Hub } from "@/lib/hubs";

/** 1200×630, drawn with the default font (no downloads). */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 };

/** A hub's social card: its colors, a big first line, a line under it, a smaller third, and its domain. */
export function socialCard(hub: Hub, lines: { big: string; middle: string; small: string }): ImageResponse {
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
        <div style={{ fontSize: lines.big.length > 16 ? 72 : 96, fontWeight: 700, color: primary }}>{lines.big}</div>
        <div style={{ fontSize: 44, marginTop: 12 }}>{lines.middle}</div>
        <div style={{ fontSize: 32, marginTop: 12, color: "#aab2bd" }}>{lines.small}</div>
      </div>
      <div style={{ fontSize: 28, color: "#aab2bd" }}>{hub.domain}</div>
    </div>,
    SOCIAL_CARD_SIZE,
  );
}
