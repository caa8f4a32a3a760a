/** Times in the dashboard: one fixed, unambiguous form (UTC), rendered on the server. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "—";
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** Build an admin URL keeping only the non-empty parameters. */
export function adminHref(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "" && !(key === "page" && value === 1)) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** A list's total as staff read it: "1,234", "10,000+" past a capped count, "about 1.2 M" from an estimate. */
export function formatTotal(total: number, kind: "exact" | "at-least" | "about" = "exact"): string {
  const exact = total.toLocaleString("en-US");
  if (kind === "at-least") return `${exact}+`;
  if (kind === "exact") return exact;
  if (total >= 1_000_000) return `about ${(total / 1_000_000).toFixed(1).replace(/\.0$/, "")} M`;
  if (total >= 1_000) return `about ${Math.round(total / 1_000)} k`;
  return `about ${exact}`;
}

/** Staff-hours minutes as staff read them: "12 min", "1 h 05 min", "3 h". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${Math.max(0, minutes)} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${String(m).padStart(2, "0")} min` : `${h} h`;
}

/** A staff email's initials for an avatar ("ann.lee@…" → "AL", "bob@…" → "BO"). */
export function initials(email: string): string {
  const parts = email
    .split("@")[0]
    .split(/[._-]+/)
    .filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[1][0] : (parts[0] ?? email).slice(0, 2);
  return letters.toUpperCase();
}
