import { HUBS, isHubId, type HubId } from "@/lib/hubs/registry";

export type HubLogoVariant = "text" | "icon" | "main";

export interface HubLogoProps {
  /** Deliberately a string: an unknown hub type renders 'Invalid Hub'. */
  hub: HubId | string;
  variant?: HubLogoVariant;
  className?: string;
}

/** Speech-bubble mark shared by the hubs, filled with the hub's colours. */
function Mark({ hub, size }: { hub: HubId; size: number }) {
  const { primary, secondary, accent } = HUBS[hub].colors;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="1" y="3" width="30" height="22" rx="7" fill={primary} />
      <path d="M8 25 L8 31 L15 25 Z" fill={primary} />
      <circle cx="10" cy="14" r="2.6" fill="#fff" />
      <circle cx="16" cy="14" r="2.6" fill={secondary} />
      <circle cx="22" cy="14" r="2.6" fill={accent} />
    </svg>
  );
}

/** Text logo and icon per hub; Marque also has a main variant. */
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
      <span className={variant === "main" ? "text-2xl font-bold tracking-tight" : "text-lg font-bold tracking-tight"}>
        {name}
      </span>
    </span>
  );
}
