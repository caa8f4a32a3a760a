/**
 * Staff lists at any size, on PGlite and (node-postgres) on a real
 * PostgreSQL server: a CSV larger than the former 100,000-row cap arrives
 * whole, a keyset walk visits every lead once while leads arrive, a bad
 * cursor is a 400, searches use the trigram indexes, and a program's
 * subscribers are read by key from rows that fold the ledger as it is written.
 */
import { leadBatches, listLeads, listOutbox, listVerifications } from "@/lib/backend/core/admin";
import { attributionByLead } from "@/lib/backend/core/attribution";
import { inTransaction } from "@/lib/backend/core/db";
import { leadsCsvStream } from "@/lib/admin/csv";
import {
  listSubscribers,
  subscriberBatches,
  subscriberCounts,
  subscriberLedger,
} from "@/lib/backend/programs/subscribers";
import { foldSmsConsent } from "@/lib/consent/sms-state";
import { sha256Hex } from "@/lib/security/sha256";
import { AppError } from "@/lib/errors/app-error";
import { formatTotal } from "@/components/admin/format";
import { readFileSync } from "node:fs";
import { withTestDb } from "./backend-fixtures";

jest.setTimeout(600_000);

const onPostgres = process.env.BACKEND_TEST_DB === "postgres";
const pg = withTestDb();

/** `n` leads across the hubs, ten to each timestamp (so the id breaks ties), newest `first` seconds ago. */
async function seedLeads(n: number, from = 0, first = 0): Promise<void> {
  await pg.exec(`insert into leads (hub_id, hub_number, name, email, email_key, phone, company, created_at)
    select (array['marque','percytech','percymd','percytext'])[1 + g % 4], 1 + g % 4, 'Lead ' || g,
           'lead' || g || '@example.com', 'lead' || g || '@example.com', '+1202555' || lpad((g % 10000)::text, 4, '0'),
           case when g % 7 = 0 then '=HYPERLINK("x")' else 'Company ' || g end,
           now() - make_interval(secs => ${first} + g / 10)
      from generate_series(${from + 1}, ${from + n}) g`);
}

/** The whole stream as text, its BOM kept. */
async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
}

describe("the leads CSV", () => {
  it("arrives whole past the former 100,000-row cap, in the list's order, cells still spreadsheet-safe", async () => {
    // PGlite is one process: a smaller file there, the full size on PostgreSQL.
    const n = onPostgres ? 100_050 : 3_050;
    await seedLeads(n);
    const csv = await text(leadsCsvStream(leadBatches(pg.db, {}, 1000), (ids) => attributionByLead(pg.db, ids)));
    const lines = csv.split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0].startsWith('\uFEFF"id","created_at"')).toBe(true);
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(n);
    const ids = new Set(rows.map((r) => r.slice(1, 37)));
    expect(ids.size).toBe(n);
    // Newest first, every row.
    const times = rows.map((r) => Date.parse(r.slice(40, 64)));
    expect(times.every((t, i) => i === 0 || t <= times[i - 1])).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it("has the list's filters: a hub and a search give exactly the list's leads", async () => {
    await seedLeads(400);
    const query = { hub: "percymd" as const, search: "lead1" };
    const listed: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listLeads(pg.db, { ...query, cursor, pageSize: 100 });
      listed.push(...page.items.map((l) => l.id));
      cursor = page.next ?? undefined;
    } while (cursor);
    const exported: string[] = [];
    for await (const batch of leadBatches(pg.db, query, 7)) exported.push(...batch.map((l) => l.id));
    expect(exported).toEqual(listed);
    expect(listed.length).toBeGreaterThan(10);
  });
});

describe("keyset pages", () => {
  it("visit every lead exactly once while new leads arrive, forwards and back", async () => {
    await seedLeads(1_000, 0, 60);
    const before = new Set((await pg.query<{ id: string }>(`select id::text from leads`)).rows.map((r) => r.id));
    const seen: string[] = [];
    let cursor: string | undefined;
    let arrivals = 0;
    do {
      const page = await listLeads(pg.db, { cursor, pageSize: 37 });
      seen.push(...page.items.map((l) => l.id));
      cursor = page.next ?? undefined;
      // New leads during the walk: now (ahead of the cursor) and back-dated into the part not yet read.
      arrivals += 1;
      await seedLeads(2, 10_000 + arrivals * 10, 0);
      await seedLeads(1, 20_000 + arrivals - 1, 0);
      // Each one older than the last, so it lies past the cursor however far the walk has come.
      await pg.exec(
        `update leads set created_at = now() - interval '10 years' - ${arrivals} * interval '1 day'
          where name = 'Lead ${20_000 + arrivals}'`,
      );
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of before) expect(seen).toContain(id);
    // The back-dated arrivals lie past every cursor, so the walk met each of them (but the one after its end).
    const backDated = (await pg.query<{ id: string }>(`select id::text from leads where name like 'Lead 2____'`)).rows;
    const lastArrival = `Lead ${20_000 + arrivals}`;
    for (const { id } of backDated) {
      const name = (await pg.query<{ name: string }>(`select name from leads where id = $1`, [id])).rows[0].name;
      if (name !== lastArrival) expect(seen).toContain(id);
    }

    // Backwards from the last page's start to the first page: the same leads in reverse page order.
    const firstPage = await listLeads(pg.db, { pageSize: 50 });
    const second = await listLeads(pg.db, { cursor: firstPage.next!, pageSize: 50 });
    const back = await listLeads(pg.db, { cursor: second.prev!, pageSize: 50 });
    expect(back.items.map((l) => l.id)).toEqual(firstPage.items.map((l) => l.id));
    expect(back.prev).toBeNull();
  });

  it("answer a bad or foreign cursor with a 400, never a query", async () => {
    await seedLeads(30);
    const page = await listLeads(pg.db, { pageSize: 10 });
    const outboxCursor = Buffer.from(
      JSON.stringify(["outbox", "a", "2026-11-28 10:00:00+00", page.items[0].id]),
    ).toString("base64url");
    const bad = [
      "garbage!",
      "bm90IGpzb24",
      Buffer.from(JSON.stringify(["leads", "a", "2026-13-45 10:00:00+00", page.items[0].id])).toString("base64url"),
      Buffer.from(JSON.stringify(["leads", "a", "2026-11-28 10:00:00+00", "1; drop table leads"])).toString(
        "base64url",
      ),
      Buffer.from(JSON.stringify(["leads", "a", "2026-11-28 10:00:00+00"])).toString("base64url"),
      outboxCursor,
      // A follow-up cursor on the newest-first list.
      (await listLeads(pg.db, { sort: "follow_up", pageSize: 10 })).next!,
    ];
    for (const cursor of bad) {
      const error = await listLeads(pg.db, { cursor, pageSize: 10 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).fields).toEqual({ cursor: "Invalid cursor" });
    }
    for (const read of [
      () => listOutbox(pg.db, { cursor: "x" }),
      () => listVerifications(pg.db, { cursor: page.next! }, new Date()),
    ]) {
      expect(await read().catch((e: AppError) => e.status)).toBe(400);
    }
    expect((await listLeads(pg.db, { cursor: page.next!, pageSize: 10 })).items).toHaveLength(10);
  });

  it("count totals from the tallies, capped counts past 10,000 and estimates", async () => {
    await seedLeads(10_020);
    expect(await listLeads(pg.db, { pageSize: 1 })).toMatchObject({ total: 10_020, totalKind: "exact" });
    expect(await listLeads(pg.db, { hub: "marque", pageSize: 1 })).toMatchObject({ total: 2_505, totalKind: "exact" });
    expect(await listLeads(pg.db, { search: "lead", pageSize: 1 })).toMatchObject({
      total: 10_000,
      totalKind: "at-least",
    });
    expect(await listLeads(pg.db, { search: "lead1000", pageSize: 1 })).toMatchObject({
      total: 11,
      totalKind: "exact",
    });
    // The tallies follow changes and deletions.
    await pg.exec(`update leads set status = 'contacted' where hub_id = 'marque'`);
    await pg.exec(`delete from leads where hub_id = 'percytext'`);
    expect(await listLeads(pg.db, { status: "contacted", pageSize: 1 })).toMatchObject({ total: 2_505 });
    expect(await listLeads(pg.db, { pageSize: 1 })).toMatchObject({ total: 10_020 - 2_505 });
    const live = await pg.query<{ n: number }>(`select count(*)::int as n from leads`);
    expect(live.rows[0].n).toBe(10_020 - 2_505);
    await pg.exec(
      `insert into outbox (channel, "to", body) select 'sms', '+12025550100', 'x' from generate_series(1, 10050)`,
    );
    await pg.exec(`analyze outbox`);
    expect(await listOutbox(pg.db, { pageSize: 1 })).toMatchObject({ totalKind: "about" });
    expect(await listOutbox(pg.db, { to: "+12025550100", pageSize: 1 })).toMatchObject({ totalKind: "at-least" });
  });

  it("show totals as staff read them", () => {
    expect(formatTotal(1234)).toBe("1,234");
    expect(formatTotal(10_000, "at-least")).toBe("10,000+");
    expect(formatTotal(1_234_567, "about")).toBe("about 1.2 M");
    expect(formatTotal(2_000_000, "about")).toBe("about 2 M");
    expect(formatTotal(45_300, "about")).toBe("about 45 k");
  });

  it("search a fragment of a name, email, company or phone on the trigram indexes", async () => {
    await seedLeads(200);
    const plan = await inTransaction(pg.db, async (tx) => {
      await tx.query(`set local enable_seqscan = off`);
      const { rows } = await tx.query<Record<string, string>>(
        `explain select id from leads where name ilike $1 or email ilike $1 or company ilike $1 or phone ilike $1`,
        ["%ead 12%"],
      );
      return rows.map((r) => Object.values(r)[0]).join("\n");
    });
    for (const index of [
      "leads_name_trgm_idx",
      "leads_email_trgm_idx",
      "leads_company_trgm_idx",
      "leads_phone_trgm_idx",
    ])
      expect(plan).toContain(index);
    expect((await listLeads(pg.db, { search: "55501" })).items.every((l) => l.phone?.includes("55501"))).toBe(true);
    expect((await listLeads(pg.db, { search: "Company 17" })).items.map((l) => l.name)).toContain("Lead 17");
  });
});

describe("a program's subscribers", () => {
  async function program(): Promise<string> {
    return (await pg.query<{ id: string }>(`select id from client_programs where slug = 'lakeside-dental'`)).rows[0].id;
  }

  /** One ledger row for a number, as the program's writers insert them. */
  async function ledger(programId: string, phone: string, step: string, granted: boolean, at: string, version = "v1") {
    await pg.query(
      `insert into consent_records (channel, granted, text, version, sha256, page_url, ip, user_agent, hub_id, phone,
         program_id, step, created_at)
       values ('sms', $1, 'text', $2, $3, 'https://example.com', '203.0.113.7', 'jest', 'marque', $4, $5, $6, $7)`,
      [granted, version, sha256Hex("text"), phone, programId, step, at],
    );
  }

  it("keeps one row per number that folds its ledger as the ledger does, read by key", async () => {
    const id = await program();
    const steps: [string, boolean, string?][] = [
      ["requested", true],
      ["confirmation-sent", true],
      ["confirmed", true],
      ["opted-out", false],
      ["confirmed", true, "sms-keyword"],
    ];
    // 40 numbers, each a different prefix of a scripted history.
    let t = Date.parse("2026-11-01T00:00:00Z");
    for (let i = 0; i < 40; i += 1) {
      const phone = `+1202555${String(1000 + i)}`;
      for (const [step, granted, version] of steps.slice(0, 1 + (i % steps.length))) {
        t += 1000;
        await ledger(id, phone, step, granted, new Date(t).toISOString(), version);
      }
    }
    // The ledger's own fold, in JavaScript, for comparison.
    const rows = (
      await pg.query<{ phone: string; granted: boolean; step: string; version: string }>(
        `select phone, granted, step, version from consent_records where program_id = $1 order by created_at, id`,
        [id],
      )
    ).rows;
    const expected = new Map<string, string>();
    for (const phone of new Set(rows.map((r) => r.phone))) {
      const state = foldSmsConsent(rows.filter((r) => r.phone === phone)).state;
      expected.set(
        sha256Hex(phone),
        state === "opted-out" ? "opted_out" : state === "confirmed" ? "confirmed" : "pending",
      );
    }
    const listed: { id: string; status: string }[] = [];
    let cursor: string | undefined;
    do {
      const page = await listSubscribers(pg.db, id, { cursor, pageSize: 7 });
      listed.push(...page.items);
      cursor = page.next ?? undefined;
    } while (cursor);
    expect(new Map(listed.map((s) => [s.id, s.status]))).toEqual(expected);
    expect(listed).toHaveLength(40);
    // Newest request first.
    expect(listed[0].id).toBe(sha256Hex("+12025551039"));

    const counts = await subscriberCounts(pg.db, id);
    const tally = { pending: 0, confirmed: 0, opted_out: 0, refused: 0 };
    for (const status of expected.values()) tally[status as keyof typeof tally] += 1;
    expect(counts).toEqual(tally);

    const exported: string[] = [];
    for await (const batch of subscriberBatches(pg.db, id, "confirmed", 3)) exported.push(...batch.map((s) => s.id));
    expect(exported).toEqual(listed.filter((s) => s.status === "confirmed").map((s) => s.id));

    const proof = await subscriberLedger(pg.db, id, sha256Hex("+12025551004"));
    expect(proof?.events.map((e) => e.step)).toEqual(steps.map(([step]) => step));
    expect(proof?.subscriber).toMatchObject({ status: "confirmed", phone: "+12025551004" });
    expect(await subscriberLedger(pg.db, id, sha256Hex("+19999999999"))).toBeNull();
  });

  it("are backfilled from a ledger written before them when the migration runs (again: it is idempotent)", async () => {
    const id = await program();
    await pg.exec(`alter table consent_records disable trigger consent_records_subscriber`);
    await ledger(id, "+12025550160", "requested", true, "2026-11-01T00:00:00Z");
    await ledger(id, "+12025550160", "confirmed", true, "2026-11-01T00:01:00Z");
    await ledger(id, "+12025550161", "requested", true, "2026-11-01T00:02:00Z");
    await ledger(id, "+12025550161", "opted-out", false, "2026-11-01T00:03:00Z");
    await ledger(id, "+12025550162", "requested", true, "2026-11-01T00:04:00Z");
    await pg.exec(`alter table consent_records enable trigger consent_records_subscriber`);
    expect(await subscriberCounts(pg.db, id)).toEqual({ pending: 0, confirmed: 0, opted_out: 0, refused: 0 });
    // Both migrations that fold subscribers, in order: the second folds every subscriber again.
    for (const file of ["20261128030000_staff_at_scale.sql", "20261129010000_compliance_engine.sql"])
      await pg.exec(readFileSync(`supabase/migrations/${file}`, "utf8"));
    expect(await subscriberCounts(pg.db, id)).toEqual({ pending: 1, confirmed: 1, opted_out: 1, refused: 0 });
    expect((await listSubscribers(pg.db, id)).items.map((s) => [s.phone, s.status])).toEqual([
      ["+12025550162", "pending"],
      ["+12025550161", "opted_out"],
      ["+12025550160", "confirmed"],
    ]);
  });

  it("reads the list and one subscriber's proof through the indexes, not the program's whole ledger", async () => {
    const id = await program();
    const key = sha256Hex("+12025550100");
    // 3,000 subscribers, each asked then confirmed.
    await pg.exec(`insert into consent_records (channel, granted, text, version, sha256, page_url, ip, user_agent, hub_id,
        phone, program_id, step, created_at)
      select 'sms', true, 'text', 'v1', '${sha256Hex("text")}', 'https://example.com', null, null, 'marque',
             '+1303555' || lpad(g::text, 4, '0'), '${id}', s.step, now() - make_interval(secs => g) + s.lag
        from generate_series(1, 3000) g,
             (values ('requested', interval '0'), ('confirmed', interval '1 second')) s (step, lag)`);
    await pg.exec(`analyze program_subscribers; analyze consent_records`);
    expect(await subscriberCounts(pg.db, id)).toEqual({ pending: 0, confirmed: 3000, opted_out: 0, refused: 0 });
    const plans = await inTransaction(pg.db, async (tx) => {
      await tx.query(`set local enable_seqscan = off`);
      const explain = async (sql: string, params: unknown[]) =>
        (await tx.query<Record<string, string>>(`explain ${sql}`, params)).rows
          .map((r) => Object.values(r)[0])
          .join("\n");
      return [
        await explain(
          `select * from program_subscribers where program_id = $1 order by listed_at desc, key desc limit 51`,
          [id],
        ),
        await explain(
          `select * from consent_records where program_id = $1 and channel = 'sms' and (phone = $3 or phone_sha256 = $2)`,
          [id, key, "+12025550100"],
        ),
      ];
    });
    expect(plans[0]).toContain("program_subscribers_list_idx");
    expect(plans[0]).not.toMatch(/Sort/);
    expect(plans[1]).not.toContain("Seq Scan");
  });
});
