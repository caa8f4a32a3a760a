import type { ProgramData } from "@/lib/validation/program";

/** A program's monogram, drawn inline so it costs no request. */
export function ProgramLogo({ program, size = 72 }: { program: ProgramData; size?: number }) {
  const { initials, background, foreground } = program.monogram;
  return (
    <svg width={size} height={size} viewBox="0 0 72 72" role="img" aria-label={`${program.brandName} logo`}>
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
