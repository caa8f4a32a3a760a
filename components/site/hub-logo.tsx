import { HUBS, isHubId, type HubId } from "@/lib/hubs/registry";

export type HubLogoVariant = "text" | "icon" | "main";

export interface HubLogoProps {
  /** Deliberately a string: an unknown hub type renders 'Invalid Hub'. */
  hub: HubId | string;
  variant?: HubLogoVariant;
  className?: string;
}

type Colors = { primary: string; secondary: string; accent: string };

/** Each hub's own mark, drawn in its three colors on a 32-unit grid. */
const MARKS: Record<HubId, (c: Colors) => React.ReactNode> = {
  // Marque: a two-tone diamond seal with an M.
  marque: (c) => (
    <>
      <path d="M16 1.5 30.5 16 16 30.5 1.5 16Z" fill={c.primary} />
      <path d="M6.2 20.7 16 30.5l9.8-9.8Z" fill={c.secondary} />
      <path d="M9.5 19v-7.5l6.5 6 6.5-6V19" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinejoin="round" />
      <circle cx="16" cy="7" r="1.9" fill={c.accent} />
    </>
  ),
  // PercyTech: a hexagon carrying three connected nodes.
  percytech: (c) => (
    <>
      <path d="M16 1.5 29 9v14l-13 7.5L3 23V9Z" fill={c.primary} />
      <path d="M10 20.5 16 11l6 9.5Z" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinejoin="round" />
      <circle cx="16" cy="11" r="2.8" fill={c.secondary} />
      <circle cx="10" cy="20.5" r="2.8" fill="#fff" />
      <circle cx="22" cy="20.5" r="2.8" fill={c.accent} />
    </>
  ),
  // PercyMD: a rounded cross with a message dot.
  percymd: (c) => (
    <>
      <path
        d="M12 3h8a1.5 1.5 0 0 1 1.5 1.5V11H28a1.5 1.5 0 0 1 1.5 1.5v7A1.5 1.5 0 0 1 28 21h-6.5v6.5A1.5 1.5 0 0 1 20 29h-8a1.5 1.5 0 0 1-1.5-1.5V21H4a1.5 1.5 0 0 1-1.5-1.5v-7A1.5 1.5 0 0 1 4 11h6.5V4.5A1.5 1.5 0 0 1 12 3Z"
        fill={c.primary}
      />
      <circle cx="16" cy="16" r="4.2" fill={c.secondary} />
      <circle cx="26.5" cy="5.5" r="3.6" fill={c.accent} stroke="#fff" strokeWidth="1.2" />
    </>
  ),
  // PercyText: three lines of text, shortening like a reply being typed.
  percytext: (c) => (
    <>
      <rect x="2" y="3.5" width="28" height="7" rx="3.5" fill={c.primary} />
      <rect x="2" y="12.5" width="21" height="7" rx="3.5" fill={c.secondary} />
      <rect x="2" y="21.5" width="12" height="7" rx="3.5" fill={c.accent} />
      <circle cx="21" cy="25" r="2.2" fill={c.primary} />
    </>
  ),
};

function Mark({ hub, size }: { hub: HubId; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" data-mark={hub}>
      {MARKS[hub](HUBS[hub].colors)}
    </svg>
  );
}

/** Text logo and icon per hub; Marque also has a main variant. The name is set in the hub's heading face. */
export function HubLogo({ hub, variant = "text", className }: HubLogoProps) {
  if (!isHubId(hub) || (variant === "main" && hub !== "marque")) {
    return <span className={className}>Invalid Hub</span>;
  }
  const { name } = HUBS[hub];
  if (variant === "icon") {
    return (
      <span className={className} role="img" aria-label={name}>
        <Mark hub={hub} size={32} />
      </span>
    );
  }
  return (
    <span className={`inline-flex items-center gap-2 ${className ?? ""}`} data-logo-variant={variant}>
      <Mark hub={hub} size={variant === "main" ? 40 : 28} />
      <span className={`font-heading ${variant === "main" ? "text-2xl" : "text-xl"}`}>{name}</span>
    </span>
  );
}
