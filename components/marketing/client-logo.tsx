import type { ClientProfile } from "@/content/clients";

/** A client's monogram logo, drawn inline so it costs no request. */
export function ClientLogo({ client, size = 72 }: { client: ClientProfile; size?: number }) {
  const { initials, background, foreground } = client.logo;
  return (
    <svg width={size} height={size} viewBox="0 0 72 72" role="img" aria-label={`${client.name} logo`}>
      <rect width="72" height="72" rx="16" fill={background} />
      <text
        x="36"
        y="45"
        textAnchor="middle"
        fontSize="26"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill={foreground}
      >
        {initials}
      </text>
    </svg>
  );
}
