import type { Db } from "../core/db.ts";

/** The slugs of the client programs published now, for the sitemaps. */
export async function publishedProgramSlugs(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ slug: string }>(
    `select slug from client_programs where live_version is not null order by slug`,
  );
  return rows.map((r) => r.slug);
}
