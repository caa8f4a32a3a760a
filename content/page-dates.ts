import type { INDEXABLE_PATHS } from "@/lib/navigation/routes";

/**
 * When each shared page's copy last changed (ISO date): the sitemap's lastmod.
 * Bump a date with the copy it dates; topic pages carry their own `updated`.
 */
export const PAGE_UPDATED: Record<(typeof INDEXABLE_PATHS)[number], string> = {
  "/": "2026-11-28",
  "/pricing": "2026-11-28",
  "/about": "2026-11-28",
  "/faq": "2026-11-28",
  "/demo": "2026-11-28",
  "/contact": "2026-11-28",
  "/terms": "2025-01-01",
  "/privacy": "2025-01-01",
  "/opt-in-check": "2026-11-29",
};
