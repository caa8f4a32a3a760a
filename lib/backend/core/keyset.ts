import { AppError } from "../../errors/app-error.ts";
import type { Db } from "./db.ts";

/**
 * Keyset pages: a list's order ends with a unique column, and a page starts
 * after (or ends before) the keys of a row the reader saw. The cursor is
 * opaque to the reader (base64url JSON of the order's name, a direction and
 * the keys as text) and validated on the way back: a cursor that does not
 * fit its list is a 400, never a query.
 */

export type KeyType = "timestamptz" | "date" | "uuid" | "hex64";

export interface KeyPart {
  /** SQL of the key; it must be what an index of the list is built on. */
  expr: string;
  desc: boolean;
  type: KeyType;
}

export interface Keyset {
  /** The order's name, written into its cursors so one list's cursor is refused by another. */
  name: string;
  keys: readonly KeyPart[];
}

export interface Cursor {
  dir: "after" | "before";
  values: string[];
}

const VALID: Record<KeyType, (v: string) => boolean> = {
  // PostgreSQL's text of a timestamptz, e.g. 2026-11-28 10:49:03.123456+00.
  timestamptz: (v) =>
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/.test(v) &&
    !Number.isNaN(Date.parse(`${v.slice(0, 10)}T${v.slice(11, 19)}Z`)),
  date: (v) => v === "infinity" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))),
  uuid: (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
  hex64: (v) => /^[0-9a-f]{64}$/.test(v),
};

function badCursor(): AppError {
  return new AppError("API_BAD_REQUEST", "This page link is not valid any more: start from the first page", {
    status: 400,
    severity: "LOW",
    fields: { cursor: "Invalid cursor" },
  });
}

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const fromBase64Url = (text: string) => atob(text.replace(/-/g, "+").replace(/_/g, "/"));

export function encodeCursor(set: Keyset, dir: Cursor["dir"], values: string[]): string {
  return toBase64Url(JSON.stringify([set.name, dir === "after" ? "a" : "b", ...values]));
}

/** The cursor of `set`, or null without one; anything else is a 400. */
export function decodeCursor(set: Keyset, token: string | null | undefined): Cursor | null {
  if (!token) return null;
  let parsed: unknown;
  try {
    if (token.length > 400 || !/^[A-Za-z0-9_-]+$/.test(token)) throw badCursor();
    parsed = JSON.parse(fromBase64Url(token));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== set.keys.length + 2) throw badCursor();
  const [name, dir, ...values] = parsed as unknown[];
  if (name !== set.name || (dir !== "a" && dir !== "b")) throw badCursor();
  if (!values.every((v, i) => typeof v === "string" && VALID[set.keys[i].type](v))) throw badCursor();
  return { dir: dir === "a" ? "after" : "before", values: values as string[] };
}

/** The keys selected as text (k0, k1, …), so a cursor keeps a timestamp's microseconds. */
export function keyColumns(set: Keyset): string {
  return set.keys.map((k, i) => `(${k.expr})::text as k${i}`).join(", ");
}

/**
 * The condition "past the cursor" and the order to read in: one row
 * comparison when every key runs the same way (an index range), else the
 * expanded form. Reading backwards reverses the order; the caller reverses
 * the rows back.
 */
export function keysetSql(
  set: Keyset,
  cursor: Cursor | null,
  param: (value: unknown) => string,
): { where: string | null; order: string } {
  const backwards = cursor?.dir === "before";
  const order = set.keys.map((k) => `${k.expr} ${k.desc !== backwards ? "desc" : "asc"}`).join(", ");
  if (!cursor) return { where: null, order };
  // Sent as text and cast in SQL: a driver that turns a timestamp parameter into a Date drops its microseconds.
  const values = cursor.values.map(
    (v, i) => `${param(v)}::text${set.keys[i].type === "hex64" ? "" : `::${set.keys[i].type}`}`,
  );
  // "Further along the read order" for key i.
  const op = (k: KeyPart) => (k.desc !== backwards ? "<" : ">");
  if (set.keys.every((k) => k.desc === set.keys[0].desc)) {
    return {
      where: `(${set.keys.map((k) => k.expr).join(", ")}) ${op(set.keys[0])} (${values.join(", ")})`,
      order,
    };
  }
  const ors = set.keys.map((k, i) =>
    [...set.keys.slice(0, i).map((e, j) => `${e.expr} = ${values[j]}`), `${k.expr} ${op(k)} ${values[i]}`].join(
      " and ",
    ),
  );
  return { where: `(${ors.map((o) => `(${o})`).join(" or ")})`, order };
}

export interface KeysetPage<T> {
  items: T[];
  next: string | null;
  prev: string | null;
}

/** `select <columns> from <from> where <where>` in a keyset's order, each row mapped to `T`. */
interface KeysetQuery<T> {
  set: Keyset;
  columns: string;
  from: string;
  where: string[];
  params: unknown[];
  map: (row: Record<string, unknown>) => T;
}

/**
 * One page of `select <columns> from <from> where <where>` in the set's
 * order, starting at the cursor: pageSize + 1 rows are read to know whether
 * another page follows.
 */
export async function readKeysetPage<T>(
  db: Db,
  options: KeysetQuery<T> & { cursor: Cursor | null; pageSize: number },
): Promise<KeysetPage<T>> {
  const { set, cursor, pageSize } = options;
  const params = [...options.params];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const { where, order } = keysetSql(set, cursor, param);
  const clauses = where ? [...options.where, where] : options.where;
  const { rows } = await db.query<Record<string, unknown>>(
    `select ${options.columns}, ${keyColumns(set)} from ${options.from}
      ${clauses.length ? `where ${clauses.join(" and ")}` : ""} order by ${order} limit ${pageSize + 1}`,
    params,
  );
  const more = rows.length > pageSize;
  const page = rows.slice(0, pageSize);
  if (cursor?.dir === "before") page.reverse();
  const keysOf = (row: Record<string, unknown> | undefined) =>
    row ? set.keys.map((_, i) => String(row[`k${i}`])) : null;
  const first = keysOf(page[0]);
  const last = keysOf(page.at(-1));
  const hasNext = cursor?.dir === "before" ? true : more;
  const hasPrev = cursor === null ? false : cursor.dir === "before" ? more : true;
  return {
    items: page.map(options.map),
    next: hasNext && last ? encodeCursor(set, "after", last) : null,
    prev: hasPrev && first ? encodeCursor(set, "before", first) : null,
  };
}

/**
 * Every row of `select <columns> from <from> where <where>` in the set's
 * order, a batch at a time: from a server-side cursor where the host has one,
 * else page after page by keyset. Memory holds one batch either way.
 */
export async function* readBatches<T>(db: Db, options: KeysetQuery<T> & { batch: number }): AsyncGenerator<T[]> {
  const { set, where, params, batch, map } = options;
  if (db.cursor) {
    const { order } = keysetSql(set, null, () => "");
    const sql = `select ${options.columns} from ${options.from} ${where.length ? `where ${where.join(" and ")}` : ""}
      order by ${order}`;
    for await (const rows of db.cursor<Record<string, unknown>>(sql, params, batch)) yield rows.map(map);
    return;
  }
  let cursor: Cursor | null = null;
  do {
    const page: KeysetPage<T> = await readKeysetPage(db, { ...options, cursor, pageSize: batch });
    if (page.items.length) yield page.items;
    cursor = decodeCursor(set, page.next);
  } while (cursor);
}

/** Counts past this are shown as "10,000+": a filtered count reads at most this many rows plus one. */
export const COUNT_CAP = 10_000;

/** `select count(*)` of a filter, stopping after COUNT_CAP + 1 rows. */
export async function cappedCount(
  db: Db,
  from: string,
  where: string[],
  params: unknown[],
): Promise<{ total: number; totalExact: boolean }> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from (select 1 from ${from} ${where.length ? `where ${where.join(" and ")}` : ""}
      limit ${COUNT_CAP + 1}) capped`,
    params,
  );
  const n = Number(rows[0]?.n ?? 0);
  return n > COUNT_CAP ? { total: COUNT_CAP, totalExact: false } : { total: n, totalExact: true };
}

/** The planner's estimate of a table's rows (from its statistics, no scan). */
export async function estimatedRows(db: Db, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select greatest(reltuples, 0)::bigint as n from pg_class where oid = to_regclass($1)`,
    [table],
  );
  return Number(rows[0]?.n ?? 0);
}
