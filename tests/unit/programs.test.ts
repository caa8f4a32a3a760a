/**
 * Client programs over the Db port, on PGlite and (jest project
 * node-postgres) on a real PostgreSQL server: the migration's three clients
 * are published, a draft stays off the public read until published, a
 * change after publishing stays a draft, an age-restricted vertical cannot
 * publish without its gate, slugs and numbers are unique (409), and the web
 * opt-in, YES, HELP and STOP act on one program only, with every step in
 * the consent ledger.
 */
import { withTestDb, manualClock } from "./backend-fixtures";
import { isAppError, type AppError } from "@/lib/errors/app-error";
import { hasUnpublishedChanges } from "@/lib/programs/record";
import {
  createProgram,
  findProgram,
  publishedProgram,
  publishedProgramByNumber,
  publishedSlugs,
  publishProgram,
  unpublishProgram,
  updateProgram,
} from "@/lib/backend/programs/store";
import { campaignBrief } from "@/lib/programs/brief";
import { requestOptIn } from "@/lib/backend/programs/opt-in";
import { programInbound } from "@/lib/backend/programs/inbound";
import {
  eraseSubscriber,
  listSubscribers,
  subscriberCounts,
  subscriberLedger,
} from "@/lib/backend/programs/subscribers";
import { subscribersCsv } from "@/lib/programs/subscribers";
import { programDisclosureText } from "@/lib/programs/disclosure";
import { smsOptedOut } from "@/lib/backend/core/opt-out";
import { sha256Hex } from "@/lib/security/sha256";

jest.setTimeout(120_000);

const pg = withTestDb({ truncate: false });

const ANN = "ann@example.com";
let seq = 0;

/** A complete program with a fresh slug and number. */
function complete(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    slug: `river-wines-${seq}`,
    businessName: "River Wines LLC",
    brandName: "River Wines",
    vertical: "retail",
    city: "Napa",
    state: "ca",
    website: "https://riverwines.example",
    supportEmail: "help@riverwines.example",
    supportPhone: "+17075550100",
    programName: "River Wines Club Texts",
    description: "Tasting-room events and new releases for members of the River Wines club.",
    messageTypes: ["event invitations", "new releases"],
    frequency: 4,
    number: `+1707555${String(1000 + seq).padStart(4, "0")}`,
    keyword: "WINE",
    sampleMessages: [
      "River Wines: our fall release tasting is Saturday at 2pm. Reply STOP to opt out.",
      "River Wines: the club shipment leaves Monday. Reply STOP to opt out.",
    ],
    ageGate: "none",
    ...overrides,
  };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("the migration's clients", () => {
  it("are published with their numbers, and their pages read the live version", async () => {
    expect(await publishedSlugs(pg.db)).toEqual(expect.arrayContaining(["donsbt", "harbor-cigar", "lakeside-dental"]));
    const cigar = await publishedProgram(pg.db, "harbor-cigar");
    expect(cigar?.data).toMatchObject({
      keyword: "LOUNGE",
      number: "+18435550100",
      ageGate: "21",
      vertical: "tobacco",
    });
    expect((await publishedProgramByNumber(pg.db, "+19285550100"))?.data.slug).toBe("donsbt");
    for (const slug of ["donsbt", "harbor-cigar", "lakeside-dental"]) {
      const found = await findProgram(pg.db, slug);
      expect(campaignBrief(found!.draft, "https://marquetext.com").problems).toEqual([]);
    }
  });
});

describe("drafts and publishing", () => {
  it("creates a draft that is not public, publishes it, and keeps later edits as a draft", async () => {
    const input = complete();
    const created = await createProgram(pg.db, input, ANN);
    expect(created.draft.state).toBe("CA");
    expect(created.draft.monogram.initials).toBe("RW");
    expect(await publishedProgram(pg.db, input.slug)).toBeNull();

    await publishProgram(pg.db, input.slug, ANN);
    expect((await publishedProgram(pg.db, input.slug))?.data.description).toBe(input.description);

    const edited = await updateProgram(
      pg.db,
      input.slug,
      { description: "A brand new description of the program." },
      ANN,
    );
    expect(hasUnpublishedChanges(edited)).toBe(true);
    expect((await publishedProgram(pg.db, input.slug))?.data.description).toBe(input.description);

    const republished = await publishProgram(pg.db, input.slug, ANN);
    expect(republished.liveVersion).toBe(2);
    expect((await publishedProgram(pg.db, input.slug))?.data.description).toBe(
      "A brand new description of the program.",
    );

    await unpublishProgram(pg.db, input.slug, ANN);
    expect(await publishedProgram(pg.db, input.slug)).toBeNull();
    expect(await publishedSlugs(pg.db)).not.toContain(input.slug);

    const { rows } = await pg.query<{ action: string; actor: string }>(
      `select action, actor from audit_log where subject = $1 order by id`,
      [input.slug],
    );
    expect(rows.map((r) => r.action)).toEqual([
      "program.create",
      "program.publish",
      "program.update",
      "program.publish",
      "program.unpublish",
    ]);
    expect(rows.every((r) => r.actor === ANN)).toBe(true);
    // Stored as JSON objects on both databases, never as a JSON string holding the object.
    const kinds = await pg.query<{ draft: string; data: string; after: string }>(
      `select jsonb_typeof(p.draft) as draft, jsonb_typeof(v.data) as data, jsonb_typeof(a.after) as after
       from client_programs p join client_program_versions v on v.program_id = p.id
       join audit_log a on a.subject = p.slug and a.action = 'program.create' where p.slug = $1`,
      [input.slug],
    );
    expect(kinds.rows).toEqual([
      { draft: "object", data: "object", after: "object" },
      { draft: "object", data: "object", after: "object" },
    ]);
  });

  it("names each bad field in a 422, and lists the verticals for an unknown one", async () => {
    const error = await refusal(
      createProgram(pg.db, complete({ slug: "Bad Slug", number: "123", vertical: "casino", sampleMessages: "x" }), ANN),
    );
    expect(error.status).toBe(422);
    expect(Object.keys(error.fields ?? {})).toEqual(
      expect.arrayContaining(["slug", "number", "vertical", "sampleMessages"]),
    );
    expect(error.fields?.vertical).toMatch(/tobacco \(age-restricted\).*firearms \(age-restricted\)/);
    expect(error.fields?.vertical).toMatch(/alcohol \(age-restricted\)/);
    expect((await refusal(createProgram(pg.db, complete({ slug: "admin" }), ANN))).fields?.slug).toMatch(/route/);
    expect((await refusal(createProgram(pg.db, complete({ keyword: "stop" }), ANN))).fields?.keyword).toMatch(
      /reserved/,
    );
  });

  it("answers 409 for a slug or a number already taken", async () => {
    const first = complete();
    await createProgram(pg.db, first, ANN);
    const slug = await refusal(createProgram(pg.db, complete({ slug: first.slug }), ANN));
    expect([slug.status, Object.keys(slug.fields ?? {})]).toEqual([409, ["slug"]]);
    const number = await refusal(createProgram(pg.db, complete({ number: first.number }), ANN));
    expect([number.status, Object.keys(number.fields ?? {})]).toEqual([409, ["number"]]);
    const other = complete();
    await createProgram(pg.db, other, ANN);
    const moved = await refusal(updateProgram(pg.db, other.slug, { number: first.number }, ANN));
    expect(moved.status).toBe(409);
  });

  it("refuses to publish an age-restricted vertical without its gate, and accepts it gated", async () => {
    const tobacco = complete({ vertical: "tobacco", ageGate: "none" });
    await createProgram(pg.db, tobacco, ANN);
    const error = await refusal(publishProgram(pg.db, tobacco.slug, ANN));
    expect(error.status).toBe(422);
    expect(error.fields?.ageGate).toMatch(/age-restricted/);
    await updateProgram(pg.db, tobacco.slug, { ageGate: "18" }, ANN);
    expect((await refusal(publishProgram(pg.db, tobacco.slug, ANN))).fields?.ageGate).toMatch(/21\+/);
    await updateProgram(pg.db, tobacco.slug, { ageGate: "21" }, ANN);
    expect((await publishProgram(pg.db, tobacco.slug, ANN)).liveVersion).toBe(1);
  });

  it("a vertical no carrier takes saves as a draft but never publishes, with the reason (422)", async () => {
    const cbd = complete({ vertical: "cbd" });
    await createProgram(pg.db, cbd, ANN);
    const error = await refusal(publishProgram(pg.db, cbd.slug, ANN));
    expect(error.status).toBe(422);
    expect(error.fields?.vertical).toMatch(/^CBD and hemp products cannot be texted: No carrier takes CBD texts/);
    expect(await publishedProgram(pg.db, cbd.slug)).toBeNull();
    const brief = campaignBrief((await findProgram(pg.db, cbd.slug))!.draft, "https://marquetext.com");
    expect(brief.routes).toMatch(/No carrier takes CBD/);
  });

  it("copy that promotes a forbidden category blocks publishing; the brief names the routes", async () => {
    const vape = complete({ description: "New disposable vapes every week for members of the club." });
    await createProgram(pg.db, vape, ANN);
    const error = await refusal(publishProgram(pg.db, vape.slug, ANN));
    expect(error.fields?.description).toMatch(/promotes vape and e-cigarettes \("disposable vapes"\)/);
    const tobacco = campaignBrief(
      (await createProgram(pg.db, complete({ vertical: "tobacco", ageGate: "21" }), ANN)).draft,
      "https://marquetext.com",
    );
    expect(tobacco.routes).toMatch(/10DLC numbers only.*toll-free numbers refuse it/);
    expect(tobacco).toMatchObject({ usOnly: true, problems: [] });
    expect(tobacco.optInFlow).toMatch(/asking for their date of birth \(MM\/DD\/YYYY\), refuses anyone under 21/);
  });

  it("firearms are gated at 21: an 18 gate cannot publish", async () => {
    const range = complete({ vertical: "firearms", ageGate: "18" });
    await createProgram(pg.db, range, ANN);
    expect((await refusal(publishProgram(pg.db, range.slug, ANN))).fields?.ageGate).toMatch(
      /needs an age gate of 21\+/,
    );
    await updateProgram(pg.db, range.slug, { ageGate: "21" }, ANN);
    expect((await publishProgram(pg.db, range.slug, ANN)).liveVersion).toBe(1);
  });

  it("refuses a sample that asks for a reply word the engine reads as something else, saying why", async () => {
    const error = await refusal(
      createProgram(
        pg.db,
        complete({
          sampleMessages: [
            "River Wines: your tasting is Friday. Reply CANCEL to cancel your appointment.",
            "River Wines: new releases. Reply STOP to opt out.",
          ],
        }),
        ANN,
      ),
    );
    expect(error.status).toBe(422);
    expect(error.fields?.sampleMessages).toMatch(/replying CANCEL ends the subscription \(it is an opt-out word\)/);
    expect((await refusal(createProgram(pg.db, complete({ keyword: "alto" }), ANN))).fields?.keyword).toMatch(
      /reserved/,
    );
  });

  it("saves a program with one sample message and flags it in the brief", async () => {
    const one = complete({ sampleMessages: ["Hello from us, reply STOP to opt out."] });
    const created = await createProgram(pg.db, one, ANN);
    const brief = campaignBrief(created.draft, "https://marquetext.com");
    expect(brief.problems.map((p) => p.field)).toEqual(["sampleMessages", "sampleMessages"]);
    expect(brief.optInUrl).toBe(`https://marquetext.com/clients/${one.slug}`);
    expect(brief.replies.optInConfirmation).toMatch(/Reply YES to confirm River Wines Club Texts.*STOP/);
    expect(brief.replies.help).toContain("help@riverwines.example");
  });
});

describe("web opt-in, YES, HELP and STOP", () => {
  const ctx = {
    ip: "198.51.100.9",
    userAgent: "jest",
    hubId: "marque" as const,
    pageUrl: "https://marquetext.com/clients/x",
  };

  /** A published 21+ wine club, and a clock on 26 November 2026. */
  async function liveWineClub() {
    const clock = manualClock("2026-11-26T12:00:00.000Z");
    const gated = complete({ vertical: "alcohol", ageGate: "21" });
    await createProgram(pg.db, gated, ANN);
    await publishProgram(pg.db, gated.slug, ANN);
    return { program: (await publishedProgram(pg.db, gated.slug))!, deps: { db: pg.db, now: clock.now } };
  }

  it("asks with one text from the program's number, confirms on YES, and stops one program only", async () => {
    const clock = manualClock("2026-11-26T12:00:00.000Z");
    const a = complete();
    const b = complete();
    await createProgram(pg.db, a, ANN);
    await createProgram(pg.db, b, ANN);
    await publishProgram(pg.db, a.slug, ANN);
    await publishProgram(pg.db, b.slug, ANN);
    const progA = (await publishedProgram(pg.db, a.slug))!;
    const progB = (await publishedProgram(pg.db, b.slug))!;
    const phone = "+12025550143";
    const deps = { db: pg.db, now: clock.now };

    await expect(requestOptIn(deps, progA, { phone, consent: false }, ctx)).rejects.toMatchObject({
      status: 422,
      fields: { consent: expect.any(String) },
    });
    expect(await requestOptIn(deps, progA, { phone: "(202) 555-0143", consent: true }, ctx)).toBe("confirmation-sent");
    expect(await requestOptIn(deps, progB, { phone, consent: true }, ctx)).toBe("confirmation-sent");
    // The same form twice sends no second text.
    clock.advance(1000);
    expect(await requestOptIn(deps, progA, { phone, consent: true }, ctx)).toBe("already-asked");

    const texts = await pg.query<{ to: string; from_number: string; body: string }>(
      `select "to", from_number, body from outbox where program_id = $1`,
      [progA.id],
    );
    expect(texts.rows).toEqual([
      { to: phone, from_number: a.number, body: expect.stringMatching(/^River Wines: Reply YES/) },
    ]);

    const request = await pg.query<Record<string, unknown>>(
      `select * from consent_records where program_id = $1 and step = 'requested' order by created_at limit 1`,
      [progA.id],
    );
    expect(request.rows[0]).toMatchObject({
      text: programDisclosureText(progA.data),
      version: "program-v1",
      sha256: sha256Hex(programDisclosureText(progA.data)),
      ip: ctx.ip,
      user_agent: "jest",
      page_url: ctx.pageUrl,
    });

    const inbound = (body: string) =>
      programInbound(pg.db, progA, {
        from: phone,
        body,
        pageUrl: "sms",
        ip: "1.1.1.1",
        userAgent: "twilio",
        hubId: "marque",
        now: clock.now(),
      });
    clock.advance(1000);
    expect(await inbound("yes")).toMatch(/you are subscribed to River Wines Club Texts/);
    expect(await inbound("HELP")).toMatch(/help@riverwines\.example.*STOP/);
    let list = (await listSubscribers(pg.db, progA.id)).items;
    expect(await subscriberCounts(pg.db, progA.id)).toEqual({ pending: 0, confirmed: 1, opted_out: 0, refused: 0 });
    expect(subscribersCsv(list, (id) => `/proof/${id}`)).toMatch(/^phone,status,.*\r\n\+12025550143,confirmed,/);

    clock.advance(1000);
    expect(await inbound("STOP")).toMatch(/unsubscribed from River Wines Club Texts/);
    expect(await smsOptedOut(pg.db, phone, progA.id)).toBe(true);
    expect(await smsOptedOut(pg.db, phone, progB.id)).toBe(false);
    // The platform's own consent for the number is untouched.
    expect(await smsOptedOut(pg.db, phone)).toBe(false);
    expect(await subscriberCounts(pg.db, progB.id)).toEqual({
      pending: 1,
      confirmed: 0,
      opted_out: 0,
      refused: 0,
    });
    // A form never lifts an opt-out.
    await expect(requestOptIn(deps, progA, { phone, consent: true }, ctx)).rejects.toMatchObject({ status: 422 });

    list = (await listSubscribers(pg.db, progA.id)).items;
    const proof = await subscriberLedger(pg.db, progA.id, list[0].id);
    expect(proof?.events.map((e) => e.step)).toEqual([
      "requested",
      "confirmation-sent",
      "requested",
      "confirmed",
      "opted-out",
    ]);

    await eraseSubscriber(pg.db, { id: progA.id, slug: a.slug }, list[0].id, ANN);
    const erased = (await listSubscribers(pg.db, progA.id)).items;
    expect(erased[0]).toMatchObject({ phone: null, status: "opted_out", erased: true });
    // Still suppressed by its hash.
    expect(await smsOptedOut(pg.db, phone, progA.id)).toBe(true);
  });

  it("refuses an under-age date of birth and keeps only the affirmation for an adult", async () => {
    const { program, deps } = await liveWineClub();
    const young = await refusal(
      requestOptIn(deps, program, { phone: "+12025550144", consent: true, birthDate: "2005-11-27" }, ctx),
    );
    expect(young.fields?.birthDate).toBe("Sorry, you must be 21 or older to join River Wines Club Texts.");
    expect(
      (await refusal(requestOptIn(deps, program, { phone: "+12025550144", consent: true }, ctx))).fields?.birthDate,
    ).toBeTruthy();
    expect(
      await requestOptIn(deps, program, { phone: "+12025550144", consent: true, birthDate: "2005-11-26" }, ctx),
    ).toBe("confirmation-sent");
    const { rows } = await pg.query<Record<string, unknown>>(
      `select * from consent_records where program_id = $1 and step = 'requested'`,
      [program.id],
    );
    expect(rows[0].age_affirmation).toBe("age affirmed 21+");
    expect(JSON.stringify(rows)).not.toContain("2005");
  });

  it("a gated program takes US numbers only and says why; past the page's gate no date of birth is asked", async () => {
    const { program, deps } = await liveWineClub();
    const canada = await refusal(
      requestOptIn(deps, program, { phone: "+14165550123", consent: true, birthDate: "1980-05-05" }, ctx),
    );
    expect(canada.fields?.phone).toBe(
      "Sorry, River Wines Club Texts is for 21+ and texts US mobile numbers only: carriers do not carry age-restricted texts to Canadian or other non-US numbers.",
    );
    expect(await requestOptIn(deps, program, { phone: "+12025550145", consent: true, ageAffirmed: true }, ctx)).toBe(
      "confirmation-sent",
    );
    const { rows } = await pg.query<{ age_affirmation: string }>(
      `select age_affirmation from consent_records where program_id = $1 and step = 'requested'`,
      [program.id],
    );
    expect(rows).toEqual([{ age_affirmation: "age affirmed 21+" }]);
  });

  it("draws on the daily SMS budget: once it is spent, an opt-in is refused and nothing is stored", async () => {
    const program = (await publishedProgram(pg.db, "lakeside-dental"))!;
    const deps = { db: pg.db, smsPolicy: { countries: ["US", "CA"], dailyLimit: 1 } };
    const spend = await pg.query<{ n: number }>(`select count(*)::int as n from outbox where program_id = $1`, [
      program.id,
    ]);
    expect(spend.rows[0].n).toBe(0);
    await pg.exec(`delete from rate_limits`);
    expect(await requestOptIn(deps, program, { phone: "+12025550181", consent: true }, ctx)).toBe("confirmation-sent");
    const refused = await refusal(requestOptIn(deps, program, { phone: "+12025550182", consent: true }, ctx));
    expect(refused.status).toBe(429);
    expect(await subscriberCounts(pg.db, program.id)).toEqual({
      pending: 1,
      confirmed: 0,
      opted_out: 0,
      refused: 0,
    });
  });

  it("refuses numbers outside the SMS countries", async () => {
    const program = (await publishedProgram(pg.db, "donsbt"))!;
    const error = await refusal(requestOptIn({ db: pg.db }, program, { phone: "+447911123456", consent: true }, ctx));
    expect(error.fields?.phone).toMatch(/United States and Canada/);
  });
});
