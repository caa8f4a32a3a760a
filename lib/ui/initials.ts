/** Up to two capital initials of a person's or business's name ("Harbor Cigar Lounge" → "HC"). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join("");
}
