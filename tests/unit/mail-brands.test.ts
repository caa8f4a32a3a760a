/**
 * Each brand mails as itself, and every kind of mail we send passes an
 * outside judge. The real producers queue each kind (sign-up, login and demo
 * codes, the lead alert, the staff sign-in code, the follow-up digest, the
 * delivery and SMS-budget alerts), the outbox drains them through the real
 * SMTP sender to a local smtp-server, and each message must carry its hub's
 * own From (EMAIL_FROM only for a hub without one), a Message-ID on the From
 * domain, `Auto-Submitted: auto-generated`, text and HTML parts, and on a
 * lead alert a Reply-To with the lead's address. When SpamAssassin is
 * installed, each raw message scores under 1.0 (`spamassassin -L -t`, all
 * of them in one run).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import { startStaffSignIn } from "@/lib/backend/stores/staff-sign-in";
import { sendFollowUpDigests } from "@/lib/backend/core/follow-up";
import { raiseDeliveryAlert } from "@/lib/backend/core/health";
import { codeMessage, enqueue } from "@/lib/backend/core/outbox";
import { requireSmsAllowance } from "@/lib/backend/core/sms-policy";
import { resetServerEnvForTests } from "@/lib/config/server-env";
import { HUB_IDS, HUBS, type HubId } from "@/lib/hubs/registry";
import { drain } from "@/lib/messaging/outbox-worker";
import { configuredSenders } from "@/lib/messaging/runtime";
import { cores, ctx, submission, withTestDb } from "./backend-fixtures";
import { startSmtpSink } from "../support/messaging-sinks";
import { outboxQueue } from "@/lib/backend/stores/outbox-queue";

jest.setTimeout(120_000);

const FROM: Record<HubId, string> = {
  marque: "Marque <hello@mail.marquetext.com>",
  percytech: "PercyTech <no-reply@percytech.com>",
  percymd: "PercyMD Care <care@percymd.com>",
  percytext: "PercyText <no-reply@percytext.com>",
};
const SHARED_FROM = "Marque Team <team@marquetext.com>";

// Kept through the file: the outbox queued in beforeAll is what every test reads.
const pg = withTestDb({ truncate: false });
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const saved = { ...process.env };
// The cores stamp some rows with the real clock: everything here happens a minute from now, in a zone where
// that is noon (after the digest hour).
const now = new Date(Date.now() + 60_000);
const offset = 12 - now.getUTCHours();
const NOON_ZONE = offset >= 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;

/** Who the mail says it is from: the address in From. */
const fromAddress = (mail: ParsedMail) => mail.from?.value[0]?.address ?? "";
const header = (mail: ParsedMail, name: string) => String(mail.headers.get(name) ?? "");

async function queueEveryKind(): Promise<void> {
  const backend = cores(pg, { salesInbox: "sales@marquetext.com" });
  for (const hub of HUB_IDS) {
    await backend.submitContact(
      submission({
        email: `lead.${hub}@example.com`,
        hub_id: HUBS[hub].hubNumber,
        sms_signup: false,
        phone: null,
        consent: submission().consent.filter((c) => c.channel === "email"),
      }),
      { ...ctx, hub },
    );
    const link = `https://${HUBS[hub].domain}/verify?token=abc`;
    await enqueue(pg.db, codeMessage(hub, "signup", "email", `signup.${hub}@example.com`, "482913", link), now);
  }
  await enqueue(pg.db, codeMessage("percymd", "login", "email", "login@example.com", "771204", null), now);
  await enqueue(pg.db, codeMessage("percytext", "demo", "email", "demo@example.com", "302118", null), now);
  await startStaffSignIn(
    "staff@marquetext.com",
    { hub: "percytech" },
    {
      db: pg.db,
      now: () => now,
      staff: ["staff@marquetext.com"],
    },
  );
  await sendFollowUpDigests(pg.db, {
    staff: ["staff@marquetext.com"],
    timeZone: NOON_ZONE,
    origin: "https://percymd.com",
    hubId: "percymd",
    now,
  });
  await raiseDeliveryAlert(
    pg.db,
    now,
    { status: "degraded", reasons: ["email: failing for 12 minutes without one success"] },
    ["ops@marquetext.com"],
  );
  await requireSmsAllowance(
    {
      db: pg.db,
      salesInbox: "sales@marquetext.com",
      smsPolicy: { countries: ["US"], dailyLimit: 0, relaxedFactor: 1 },
    },
    "+14155550123",
    now,
  ).catch(() => undefined);
}

/** A message every SpamAssassin scores as spam (1,000 points): the Generic Test for Unsolicited Bulk Email. */
const GTUBE = [
  "From: someone@example.com",
  "To: you@example.com",
  "Subject: GTUBE",
  "",
  "XJS*C4JDBQADN1.NSBN3*2IDNEN*GTUBE-STANDARD-ANTI-UBE-TEST-EMAIL*C.34X",
  "",
].join("\r\n");

/** The line that opens message `i` in the mailbox handed to SpamAssassin. */
const separator = (i: number) => `From message-${i}@mail-brands.test Thu Jan  1 00:00:00 1970`;

/** The score and rules of one message's report, without the rules that only say it never passed a relay. */
function reportScore(text: string): { score: number; rules: string } {
  const report = text.indexOf("Content analysis details");
  if (report < 0) throw new Error(`no SpamAssassin report in:\n${text}`);
  const rows = [...text.slice(report).matchAll(/^\s*(-?\d+(?:\.\d+)?)\s+([A-Z0-9_]+)\s/gm)];
  const counted = rows.filter((row) => row[2] !== "NO_RECEIVED" && row[2] !== "NO_RELAYS");
  return {
    score: counted.reduce((sum, row) => sum + Number(row[1]), 0),
    rules: counted.map((row) => `${row[2]} ${row[1]}`).join(", "),
  };
}

/**
 * SpamAssassin's score for each raw message. One run reads them all as a mailbox: Perl starts and compiles the
 * rules once, not once a message (about 1.5 CPU-seconds each).
 */
async function spamScores(raws: string[], home: string): Promise<{ score: number; rules: string }[]> {
  // mbox: each message after its "From " line, a body line that starts with "From " quoted.
  const mailbox = raws
    .map((raw, i) => `${separator(i)}\n${raw.replace(/\r\n/g, "\n").replace(/^(>*From )/gm, ">$1")}\n`)
    .join("\n");
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn("spamassassin", ["-L", "-t", "--mbox", "--cf=bayes_auto_learn 0"], {
      env: { ...process.env, HOME: home },
    });
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.on("error", reject);
    child.on("close", () => resolve(text));
    child.stdin.end(mailbox);
  });
  const starts = raws.map((_, i) => out.indexOf(separator(i)));
  if (starts.some((start) => start < 0)) throw new Error(`a message is missing from:\n${out}`);
  // SpamAssassin reads a mailbox in its own order: each message runs to the next one's "From " line.
  return starts.map((start) =>
    reportScore(out.slice(start, Math.min(...starts.filter((other) => other > start), out.length))),
  );
}

beforeAll(async () => {
  sink = await startSmtpSink();
  for (const name of Object.keys(process.env)) if (name.startsWith("EMAIL_FROM")) delete process.env[name];
  Object.assign(process.env, {
    SMTP_URL: sink.url,
    EMAIL_FROM: SHARED_FROM,
    EMAIL_FROM_MARQUE: FROM.marque,
    EMAIL_FROM_PERCYTECH: FROM.percytech,
    EMAIL_FROM_PERCYMD: FROM.percymd,
  });
  delete process.env.TWILIO_ACCOUNT_SID;
  resetServerEnvForTests();
  await queueEveryKind();
  const senders = configuredSenders();
  await drain({ queue: outboxQueue(pg.db), senders, channels: ["email"], now: () => now });
  (senders.email as unknown as { close(): void }).close();
}, 120_000);

afterAll(async () => {
  await sink.stop();
  process.env = saved;
  resetServerEnvForTests();
});

/** The one mail to `to` whose subject matches (several kinds reach the staff inbox, in any order). */
function mailTo(to: string, subject: RegExp = /./): ParsedMail {
  const found = sink.mails.filter(
    (m) => (m.to && "value" in m.to ? m.to.value[0]?.address : "") === to && subject.test(m.subject ?? ""),
  );
  if (found.length !== 1) {
    throw new Error(
      `${found.length} mails to ${to} matching ${subject}; got ${sink.mails.map((m) => m.subject).join(" | ")}`,
    );
  }
  return found[0];
}

describe("each brand mails as itself", () => {
  it("every kind went out", () => {
    expect(sink.mails.length).toBe(HUB_IDS.length * 2 + 6);
  });

  it("a hub's own From, and EMAIL_FROM only for the hub without one (PercyText here)", () => {
    for (const hub of HUB_IDS) {
      const expected = hub === "percytext" ? SHARED_FROM : FROM[hub];
      const signup = mailTo(`signup.${hub}@example.com`);
      const [, name, address] = /^(.*) <(.*)>$/.exec(expected)!;
      expect(signup.from?.value[0]).toEqual({ name, address });
    }
    expect(fromAddress(mailTo("login@example.com"))).toBe("care@percymd.com");
    expect(fromAddress(mailTo("demo@example.com"))).toBe("team@marquetext.com");
    expect(fromAddress(mailTo("staff@marquetext.com", /sign-in|code/i))).toBe("no-reply@percytech.com");
    expect(fromAddress(mailTo("staff@marquetext.com", /your leads for/))).toBe("care@percymd.com");
    expect(mailTo("ops@marquetext.com").from?.value[0]).toEqual({
      name: "Marque",
      address: "hello@mail.marquetext.com",
    });
  });

  it("the Message-ID is on the From's domain, and every mail says it is automatic, in text and HTML", () => {
    for (const mail of sink.mails) {
      const domain = fromAddress(mail).split("@")[1];
      expect({ subject: mail.subject, messageId: mail.messageId }).toEqual({
        subject: mail.subject,
        messageId: expect.stringMatching(new RegExp(`^<[0-9a-f-]+@${domain.replace(/\./g, "\\.")}>$`)),
      });
      expect({ subject: mail.subject, autoSubmitted: header(mail, "auto-submitted") }).toEqual({
        subject: mail.subject,
        autoSubmitted: "auto-generated",
      });
      expect({ subject: mail.subject, text: Boolean(mail.text?.trim()), html: Boolean(mail.html) }).toEqual({
        subject: mail.subject,
        text: true,
        html: true,
      });
    }
  });

  it("a lead alert answers to the lead", () => {
    const alerts = sink.mails.filter((m) => m.subject?.includes(" lead: "));
    expect(alerts).toHaveLength(HUB_IDS.length);
    for (const hub of HUB_IDS) {
      const alert = alerts.find((m) => m.subject?.startsWith(`New ${HUBS[hub].name} lead`));
      expect(alert?.replyTo?.value[0]?.address).toBe(`lead.${hub}@example.com`);
    }
    expect(sink.mails.filter((m) => m.replyTo)).toHaveLength(HUB_IDS.length);
  });
});

const hasSpamAssassin = spawnSync("spamassassin", ["--version"]).status === 0;

(hasSpamAssassin ? describe : describe.skip)("SpamAssassin", () => {
  it("scores every kind of mail under 1.0", async () => {
    const home = mkdtempSync(path.join(tmpdir(), "spamassassin-"));
    try {
      // One of each kind (codes for every hub).
      const subjects = new Set<string>();
      const picked = sink.raws.filter((raw, i) => {
        const kind = (sink.mails[i].subject ?? "").replace(/Marque|PercyTech|PercyMD|PercyText/g, "HUB");
        if (subjects.has(kind)) return false;
        subjects.add(kind);
        return true;
      });
      expect(picked.length).toBeGreaterThanOrEqual(8);
      // GTUBE, the standard test spam, read in the same run: each score is told apart from the others'.
      const [gtube, ...scores] = await spamScores([GTUBE, ...picked], home);
      expect(gtube.score).toBeGreaterThanOrEqual(1000);
      const results = scores.map((score, i) => ({ subject: /^Subject: (.*)$/m.exec(picked[i])?.[1] ?? "", ...score }));
      for (const result of results)
        expect({ ...result, under1: result.score < 1 }).toEqual({ ...result, under1: true });
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});
