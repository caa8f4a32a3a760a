/**
 * Staff sign-in by emailed code, on PGlite and (project "node-postgres") a
 * real PostgreSQL: listed addresses get one code through the outbox, others
 * get the same answer and nothing; a code works once, dies after 5 wrong
 * tries, and expires after 10 minutes.
 */
import { truncateAll } from "@/lib/backend/database";
import { AppError } from "@/lib/errors/app-error";
import { drainOnce } from "@/lib/messaging/outbox-worker";
import type { OutboxRow } from "@/lib/messaging/sender";
import {
  MAX_STAFF_CODE_ATTEMPTS,
  STAFF_CODE_TTL_MS,
  finishStaffSignIn,
  startStaffSignIn,
  type StaffSignInOptions,
} from "@/lib/backend/stores/staff-sign-in";
import type { Db } from "@/lib/backend/core/db";
import { ctx, manualClock, withTestDb } from "./backend-fixtures";
import { outboxQueue } from "@/lib/backend/stores/outbox-queue";

jest.setTimeout(30_000);
const pg = withTestDb();

const STAFF = ["ann@example.com", "bob@example.com"];

function setup(staff: readonly string[] = STAFF) {
  const clock = manualClock();
  const options: StaffSignInOptions = { db: pg.db, now: clock.now, staff };
  return { clock, options };
}

async function outboxRows() {
  const { rows } = await pg.query<Record<string, unknown>>(`select * from outbox order by created_at, id`);
  return rows;
}

async function codeSentTo(to: string): Promise<string> {
  const { rows } = await pg.query<{ body: string }>(
    `select body from outbox where "to" = $1 order by created_at desc limit 1`,
    [to],
  );
  const match = /\b(\d{6})\b/.exec(rows[0]?.body ?? "");
  if (!match) throw new Error(`no code sent to ${to}`);
  return match[1];
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

async function expectInvalid(promise: Promise<unknown>): Promise<void> {
  const error = await refusal(promise);
  expect([error.status, error.message]).toEqual([401, "Invalid or expired code"]);
}

const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("startStaffSignIn", () => {
  it("emails a listed address (any case, any spacing) one branded code through the outbox, storing only its hash", async () => {
    const { options } = setup();
    await expect(startStaffSignIn("  Ann@Example.COM ", ctx, options)).resolves.toEqual({ sent: true });
    const rows = await outboxRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: "email",
      to: "ann@example.com",
      subject: "Your PercyMD admin sign-in code",
      kind: "verification",
      redact: true,
      hub_id: "percymd",
      status: "pending",
    });
    const code = await codeSentTo("ann@example.com");
    expect(rows[0].body).toContain(`Your PercyMD admin sign-in code is ${code}.`);
    expect(rows[0].body).toContain("expires in 10 minutes");
    expect(String(rows[0].html)).toContain(code);
    expect(String(rows[0].html)).toContain("PercyMD");

    const { rows: codes } = await pg.query<Record<string, unknown>>(`select * from staff_sign_in_codes`);
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ email: "ann@example.com", attempts: 0, used_at: null });
    expect(JSON.stringify(codes)).not.toContain(code);
  });

  it("gives an unlisted address the same answer and sends nothing", async () => {
    const { options } = setup();
    const listed = await startStaffSignIn("ann@example.com", ctx, options);
    await truncateAll(pg);
    const unlisted = await startStaffSignIn("mallory@example.com", ctx, options);
    expect(unlisted).toEqual(listed);
    expect(await outboxRows()).toHaveLength(0);
    // The same row is written, born used and never sent, so nothing can sign in with it.
    const { rows } = await pg.query<{ sent: boolean; used: boolean }>(
      `select sent, used_at is not null as used from staff_sign_in_codes`,
    );
    expect(rows).toEqual([{ sent: false, used: true }]);
  });

  it("does the same work for a listed and an unlisted address: the same statements, in one transaction", async () => {
    const { options } = setup();
    const run = async (email: string) => {
      const statements: string[] = [];
      const record = (db: Db): Db => ({
        query: (sql, params) => {
          statements.push(sql.trim().split(/\s+/).slice(0, 3).join(" "));
          return db.query(sql, params);
        },
        transaction: db.transaction
          ? (fn) =>
              db.transaction!((tx) => {
                statements.push("begin");
                return fn(record(tx));
              })
          : undefined,
      });
      await startStaffSignIn(email, ctx, { ...options, db: record(pg.db) });
      await finishStaffSignIn(email, "000000", { ...options, db: record(pg.db) }).catch(() => undefined);
      return statements;
    };
    const listed = await run("ann@example.com");
    const unlisted = await run("mallory@example.com");
    expect(listed.length).toBeGreaterThan(3);
    expect(unlisted.length).toBe(listed.length);
    // One statement differs: the listed address's email is queued where the unlisted one's is a read.
    const differing = listed.map((s, i) => [s, unlisted[i]]).filter(([a, b]) => a !== b);
    expect(differing).toEqual([["insert into outbox", "select 1 from"]]);
  });

  it("with no staff listed (ADMIN_EMAILS unset) nobody gets a code, and the answer is unchanged", async () => {
    const { options } = setup([]);
    await expect(startStaffSignIn("ann@example.com", ctx, options)).resolves.toEqual({ sent: true });
    expect(await outboxRows()).toHaveLength(0);
  });

  it("the code is replaced by 'code sent' once the message is sent", async () => {
    const { options, clock } = setup();
    await startStaffSignIn("ann@example.com", ctx, options);
    const code = await codeSentTo("ann@example.com");
    const sent: OutboxRow[] = [];
    const result = await drainOnce({
      queue: outboxQueue(pg.db),
      now: clock.now,
      senders: {
        email: {
          send: async (row) => {
            sent.push(row);
            return { providerId: "smtp-1" };
          },
        },
      },
    });
    expect(result.sent).toBe(1);
    expect(sent[0].body).toContain(code);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: "sent", body: "code sent", html: null });
    // The stored hash still checks the code the person received.
    await expect(finishStaffSignIn("ann@example.com", code, options)).resolves.toBe("ann@example.com");
  });
});

describe("finishStaffSignIn", () => {
  it("signs in with the right code once, answering the normalized email", async () => {
    const { options } = setup();
    await startStaffSignIn("ann@example.com", ctx, options);
    const code = await codeSentTo("ann@example.com");
    await expect(finishStaffSignIn(" ANN@example.com", code, options)).resolves.toBe("ann@example.com");
    await expectInvalid(finishStaffSignIn("ann@example.com", code, options));
  });

  it("a code belongs to its address: bob cannot use ann's code", async () => {
    const { options } = setup();
    await startStaffSignIn("ann@example.com", ctx, options);
    const code = await codeSentTo("ann@example.com");
    await expectInvalid(finishStaffSignIn("bob@example.com", code, options));
    await expect(finishStaffSignIn("ann@example.com", code, options)).resolves.toBe("ann@example.com");
  });

  it(`after ${MAX_STAFF_CODE_ATTEMPTS} wrong codes the code is dead, even typed right`, async () => {
    const { options } = setup();
    await startStaffSignIn("ann@example.com", ctx, options);
    const code = await codeSentTo("ann@example.com");
    for (let i = 0; i < MAX_STAFF_CODE_ATTEMPTS; i++) {
      await expectInvalid(finishStaffSignIn("ann@example.com", otherThan(code), options));
    }
    await expectInvalid(finishStaffSignIn("ann@example.com", code, options));
    const { rows } = await pg.query<{ attempts: number; used_at: unknown }>(
      `select attempts, used_at from staff_sign_in_codes`,
    );
    expect(rows[0]).toMatchObject({ attempts: MAX_STAFF_CODE_ATTEMPTS, used_at: null });
  });

  it(`${MAX_STAFF_CODE_ATTEMPTS - 1} wrong codes still leave the right one working`, async () => {
    const { options } = setup();
    await startStaffSignIn("ann@example.com", ctx, options);
    const code = await codeSentTo("ann@example.com");
    for (let i = 0; i < MAX_STAFF_CODE_ATTEMPTS - 1; i++) {
      await expectInvalid(finishStaffSignIn("ann@example.com", otherThan(code), options));
    }
    await expect(finishStaffSignIn("ann@example.com", code, options)).resolves.toBe("ann@example.com");
  });

  it("parallel guesses cannot take more than the 5 tries", async () => {
    const { options } = setup();
    await startStaffSignIn("ann@example.com", ctx, options);
    const code = await codeSentTo("ann@example.com");
    const guesses = Array.from({ length: 12 }, () => finishStaffSignIn("ann@example.com", otherThan(code), options));
    await Promise.allSettled(guesses);
    const { rows } = await pg.query<{ attempts: number }>(`select attempts from staff_sign_in_codes`);
    expect(Number(rows[0].attempts)).toBe(MAX_STAFF_CODE_ATTEMPTS);
    await expectInvalid(finishStaffSignIn("ann@example.com", code, options));
  });

  it("a code works until 10 minutes have passed, and not at 10 minutes", async () => {
    const { options, clock } = setup();
    await startStaffSignIn("ann@example.com", ctx, options);
    const first = await codeSentTo("ann@example.com");
    clock.advance(STAFF_CODE_TTL_MS);
    expect(STAFF_CODE_TTL_MS).toBe(10 * 60_000);
    await expectInvalid(finishStaffSignIn("ann@example.com", first, options));

    await startStaffSignIn("ann@example.com", ctx, options);
    const second = await codeSentTo("ann@example.com");
    clock.advance(STAFF_CODE_TTL_MS - 1000);
    await expect(finishStaffSignIn("ann@example.com", second, options)).resolves.toBe("ann@example.com");
  });

  it("every unexpired, unused code works, not only the latest; signing in retires every code still out", async () => {
    const { options, clock } = setup();
    await startStaffSignIn("ann@example.com", ctx, options);
    const older = await codeSentTo("ann@example.com");
    clock.advance(1000);
    await startStaffSignIn("ann@example.com", ctx, options);
    const newer = await codeSentTo("ann@example.com");
    expect((await outboxRows()).length).toBe(2);
    await expect(finishStaffSignIn("ann@example.com", older, options)).resolves.toBe("ann@example.com");
    await expectInvalid(finishStaffSignIn("ann@example.com", newer, options));
    const { rows } = await pg.query(`select 1 from staff_sign_in_codes where used_at is null`);
    expect(rows).toHaveLength(0);
  });

  it("someone asking for an address's codes cannot lock its owner out: past 3 codes out nothing more is emailed, and each of the 3 works", async () => {
    const { options, clock } = setup();
    // An attacker asks 10 times at the start of each of three code lifetimes.
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 10; i++) {
        await expect(startStaffSignIn("ann@example.com", ctx, options)).resolves.toEqual({ sent: true });
        clock.advance(1000);
      }
      const { rows } = await pg.query<{ body: string }>(
        `select body from outbox where "to" = 'ann@example.com' order by created_at desc limit 10`,
      );
      const fresh = rows.filter((r) => /\b\d{6}\b/.test(r.body)).slice(0, 3);
      expect((await outboxRows()).length).toBe(3 * (round + 1));
      // The owner's own request sends nothing more but answers the same, and any code in the inbox signs in.
      await expect(startStaffSignIn("ann@example.com", ctx, options)).resolves.toEqual({ sent: true });
      expect((await outboxRows()).length).toBe(3 * (round + 1));
      const pick = /\b(\d{6})\b/.exec(fresh[round % fresh.length].body)![1];
      await expect(finishStaffSignIn("ann@example.com", pick, options)).resolves.toBe("ann@example.com");
      clock.advance(STAFF_CODE_TTL_MS);
    }
  });

  it("an unlisted address, or one taken off the list, cannot finish", async () => {
    const { options } = setup();
    await expectInvalid(finishStaffSignIn("mallory@example.com", "123456", options));
    await startStaffSignIn("bob@example.com", ctx, options);
    const code = await codeSentTo("bob@example.com");
    await expectInvalid(finishStaffSignIn("bob@example.com", code, { ...options, staff: ["ann@example.com"] }));
  });
});
