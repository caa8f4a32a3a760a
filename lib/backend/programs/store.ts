import type { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { appendAudit } from "../core/audit.ts";
import { inTransaction, iso, isoOrNull, type Db } from "../core/db.ts";
import {
  programCreateSchema,
  programFieldErrors,
  programPatchSchema,
  type ProgramData,
} from "@/lib/validation/program";
import { initialsOf } from "@/lib/programs/texts";
import { publishBlockers } from "@/lib/programs/brief";
import { programNotFound, type LiveProgram, type ProgramRecord } from "@/lib/programs/record";

/**
 * Client programs in the database. Staff edit a draft; publishing copies it
 * into a new, never-edited version and makes that version live; the public
 * pages read only the live version. Every change is one audit row with its
 * author.
 */

type Row = Record<string, unknown>;

const DEFAULT_MONOGRAM = { background: "#1F2937", foreground: "#FFFFFF" };

function parseData(value: unknown): ProgramData {
  return (typeof value === "string" ? JSON.parse(value) : value) as ProgramData;
}

function invalid(fields: Record<string, string>, message = "Please check the highlighted fields."): AppError {
  return new AppError("VALIDATION_INVALID_VALUE", message, { status: 422, severity: "LOW", fields });
}

function taken(field: "slug" | "number", message: string): AppError {
  return new AppError("DB_CONSTRAINT_VIOLATION", message, {
    status: 409,
    severity: "LOW",
    fields: { [field]: message },
  });
}

const SLUG_TAKEN = "That slug is already taken";
const NUMBER_TAKEN = "That number already belongs to another program";

/** Parse with a schema into the API's 422, each bad field named by its own name. */
export function parseProgram<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalid(programFieldErrors(result.error));
  return result.data;
}

/** The stored shape: monogram filled in from the brand name. */
function toData(input: z.output<typeof programCreateSchema>, previous?: ProgramData): ProgramData {
  const { monogram, ...rest } = input;
  return {
    ...rest,
    monogram: {
      initials: initialsOf(input.brandName),
      background: monogram?.background ?? previous?.monogram.background ?? DEFAULT_MONOGRAM.background,
      foreground: monogram?.foreground ?? previous?.monogram.foreground ?? DEFAULT_MONOGRAM.foreground,
    },
  };
}

const SELECT = `select p.*, live.data as live_data, live.published_at as live_published_at, last.data as last_data
  from client_programs p
  left join client_program_versions live on live.program_id = p.id and live.version = p.live_version
  left join client_program_versions last on last.program_id = p.id and last.version = p.latest_version`;

function toRecord(r: Row): ProgramRecord {
  return {
    id: String(r.id),
    slug: String(r.slug),
    draft: parseData(r.draft),
    live: r.live_data ? parseData(r.live_data) : null,
    liveVersion: r.live_version === null || r.live_version === undefined ? null : Number(r.live_version),
    latestVersion: Number(r.latest_version),
    lastPublished: r.last_data ? parseData(r.last_data) : null,
    publishedAt: isoOrNull(r.live_published_at),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    updatedBy: String(r.updated_by),
  };
}

export async function listPrograms(db: Db): Promise<ProgramRecord[]> {
  const { rows } = await db.query<Row>(`${SELECT} order by p.slug`);
  return rows.map(toRecord);
}

export async function findProgram(db: Db, slug: string): Promise<ProgramRecord | null> {
  const { rows } = await db.query<Row>(`${SELECT} where p.slug = $1`, [slug]);
  return rows[0] ? toRecord(rows[0]) : null;
}

async function requireProgram(db: Db, slug: string, lock = false): Promise<ProgramRecord> {
  if (lock) await db.query(`select id from client_programs where slug = $1 for update`, [slug]);
  const found = await findProgram(db, slug);
  if (!found) throw programNotFound();
  return found;
}

/** A number another program already uses, as its draft's or its live version's. */
async function numberTaken(db: Db, number: string, exceptId: string | null): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from client_programs p
      left join client_program_versions v on v.program_id = p.id and v.version = p.live_version
      where (p.number = $1 or v.number = $1) and ($2::uuid is null or p.id <> $2::uuid) limit 1`,
    [number, exceptId],
  );
  return rows.length > 0;
}

function uniqueViolation(error: unknown): AppError | null {
  const e = error as { code?: string; message?: string; detail?: string; constraint_name?: string };
  if (e?.code !== "23505") return null;
  const text = `${e.constraint_name ?? ""} ${e.detail ?? ""} ${e.message ?? ""}`;
  return text.includes("slug") ? taken("slug", SLUG_TAKEN) : taken("number", NUMBER_TAKEN);
}

/** A new draft; 409 naming the slug or number already taken. */
export async function createProgram(db: Db, input: unknown, actor: string, now = new Date()): Promise<ProgramRecord> {
  const parsed = parseProgram(programCreateSchema, input);
  const data = toData(parsed);
  try {
    return await inTransaction(db, async (tx) => {
      if ((await tx.query(`select 1 from client_programs where slug = $1`, [data.slug])).rows.length > 0)
        throw taken("slug", SLUG_TAKEN);
      if (await numberTaken(tx, data.number, null)) throw taken("number", NUMBER_TAKEN);
      await tx.query(
        `insert into client_programs (slug, draft, number, created_at, created_by, updated_at, updated_by)
         values ($1, $2::text::jsonb, $3, $4, $5, $4, $5)`,
        [data.slug, JSON.stringify(data), data.number, now.toISOString(), actor],
      );
      await appendAudit(tx, { actor, action: "program.create", subject: data.slug, after: data }, now);
      return (await findProgram(tx, data.slug))!;
    });
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

/** Change the draft; the live version does not move until the next publish. */
export async function updateProgram(
  db: Db,
  slug: string,
  patch: unknown,
  actor: string,
  now = new Date(),
): Promise<ProgramRecord> {
  const changes = parseProgram(programPatchSchema, patch);
  if (changes.slug !== undefined && changes.slug !== slug)
    throw invalid({ slug: "The slug is the program's address and cannot change" });
  try {
    return await inTransaction(db, async (tx) => {
      const current = await requireProgram(tx, slug, true);
      // The merged draft passes the whole schema again, so a patch can never leave it half valid.
      const { background, foreground } = current.draft.monogram;
      const merged = parseProgram(programCreateSchema, {
        ...current.draft,
        monogram: { background, foreground },
        ...changes,
        slug,
      });
      const data = toData(merged, current.draft);
      if (data.number !== current.draft.number && (await numberTaken(tx, data.number, current.id)))
        throw taken("number", NUMBER_TAKEN);
      await tx.query(
        `update client_programs set draft = $2::text::jsonb, number = $3, updated_at = $4, updated_by = $5 where id = $1`,
        [current.id, JSON.stringify(data), data.number, now.toISOString(), actor],
      );
      await appendAudit(
        tx,
        { actor, action: "program.update", subject: slug, before: current.draft, after: data },
        now,
      );
      return (await findProgram(tx, slug))!;
    });
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

/** Publish the draft as a new version, or refuse (422) what carriers would refuse outright. */
export async function publishProgram(db: Db, slug: string, actor: string, now = new Date()): Promise<ProgramRecord> {
  return inTransaction(db, async (tx) => {
    const current = await requireProgram(tx, slug, true);
    const blockers = publishBlockers(current.draft);
    if (blockers.length > 0)
      throw invalid(
        Object.fromEntries(blockers.map((b) => [b.field, b.message])),
        `Not published: ${blockers.map((b) => b.message).join(" ")}`,
      );
    const version = current.latestVersion + 1;
    await tx.query(
      `insert into client_program_versions (program_id, version, data, number, published_at, published_by)
       values ($1, $2, $3::text::jsonb, $4, $5, $6)`,
      [current.id, version, JSON.stringify(current.draft), current.draft.number, now.toISOString(), actor],
    );
    await tx.query(
      `update client_programs set live_version = $2, latest_version = $2, updated_at = $3, updated_by = $4 where id = $1`,
      [current.id, version, now.toISOString(), actor],
    );
    await appendAudit(tx, { actor, action: "program.publish", subject: slug, after: { version } }, now);
    return (await findProgram(tx, slug))!;
  });
}

/** Take the public pages down (they answer 404); the versions and the draft stay. */
export async function unpublishProgram(db: Db, slug: string, actor: string, now = new Date()): Promise<ProgramRecord> {
  return inTransaction(db, async (tx) => {
    const current = await requireProgram(tx, slug, true);
    await tx.query(`update client_programs set live_version = null, updated_at = $2, updated_by = $3 where id = $1`, [
      current.id,
      now.toISOString(),
      actor,
    ]);
    await appendAudit(
      tx,
      { actor, action: "program.unpublish", subject: slug, before: { version: current.liveVersion } },
      now,
    );
    return (await findProgram(tx, slug))!;
  });
}

function toLive(r: Row): LiveProgram {
  return { id: String(r.id), version: Number(r.version), publishedAt: iso(r.published_at), data: parseData(r.data) };
}

/** The live version of a published program, or null (draft only, unpublished, unknown). */
export async function publishedProgram(db: Db, slug: string): Promise<LiveProgram | null> {
  const { rows } = await db.query<Row>(
    `select p.id, v.version, v.published_at, v.data from client_programs p
       join client_program_versions v on v.program_id = p.id and v.version = p.live_version
      where p.slug = $1`,
    [slug],
  );
  return rows[0] ? toLive(rows[0]) : null;
}

/**
 * The program a text to this number belongs to: the live one on it, else the last one published on it, so
 * that STOP and HELP keep working for its subscribers after it is taken down.
 */
export async function publishedProgramByNumber(db: Db, number: string): Promise<LiveProgram | null> {
  const { rows } = await db.query<Row>(
    `select p.id, v.version, v.published_at, v.data from client_programs p
       join client_program_versions v on v.program_id = p.id
      where v.number = $1
      order by (v.version = p.live_version) is true desc, v.published_at desc, v.version desc limit 1`,
    [number],
  );
  return rows[0] ? toLive(rows[0]) : null;
}

/** Slugs of the published programs, for the sitemap. */
export async function publishedSlugs(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ slug: string }>(
    `select slug from client_programs where live_version is not null order by slug`,
  );
  return rows.map((r) => r.slug);
}
