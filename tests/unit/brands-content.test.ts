import { getContent } from "@/content";
import { SETUP_GUARANTEE_DAYS, PHONE_CLOCK } from "@/content/constants";
import { RETAIL_PLANS } from "@/content/shared/plans";
import { planComparison } from "@/components/marketing/plan-comparison";
import { faqTopics } from "@/components/marketing/faq-list";
import { HUBS, HUB_IDS } from "@/lib/hubs/registry";
import { HUB_IDENTITY } from "@/lib/hubs/identity";
import { initials } from "@/lib/ui/initials";

describe("plan comparison", () => {
  const rows = planComparison(RETAIL_PLANS);

  it("turns each plan's allowance into one row", () => {
    expect(rows[0]).toEqual({ feature: "Messages a month", cells: ["1,000", "5,000", "15,000"] });
  });

  it("expands 'Everything in …' into the earlier plan's features", () => {
    const row = (f: string) => rows.find((r) => r.feature === f)?.cells;
    expect(row("Opt-in keywords and age-gate forms")).toEqual([true, true, true]);
    expect(row("Two-way inbox for your whole team")).toEqual([false, true, true]);
    expect(row("Dedicated account manager")).toEqual([false, false, true]);
    expect(rows.some((r) => r.feature.startsWith("Everything in"))).toBe(false);
  });

  it("fails loudly when a plan names no earlier plan", () => {
    expect(() => planComparison([{ ...RETAIL_PLANS[1], features: ["Everything in Nothing"] }])).toThrow(/Nothing/);
  });

  it.each(HUB_IDS)("covers every feature of %s's plans", (id) => {
    const { plans } = getContent(id).pricing;
    const table = planComparison(plans).map((r) => r.feature);
    for (const f of plans.flatMap((p) => p.features)) {
      if (!/^Everything in|messages a month$/.test(f)) expect(table).toContain(f);
    }
  });
});

describe("FAQ topics", () => {
  it.each(HUB_IDS)("%s: every question sits in one group, groups in first-seen order", (id) => {
    const { items } = getContent(id).faq;
    const groups = faqTopics(items);
    expect(groups.flatMap((g) => g.items)).toHaveLength(items.length);
    expect(groups.map((g) => g.topic)).toEqual([...new Set(items.map((i) => i.topic))]);
    expect(groups.length).toBeGreaterThan(1);
  });
});

describe("trust content", () => {
  it.each(HUB_IDS)("%s: the setup timeline ends on the guarantee's day", (id) => {
    const { timeline } = getContent(id).about;
    expect(timeline.at(-1)?.day).toBe(`Day ${SETUP_GUARANTEE_DAYS}`);
    expect(getContent(id).about.team.length).toBeGreaterThan(2);
  });

  it.each(HUB_IDS)("%s: compliance claims TCPA, CTIA and 10DLC, and HIPAA only on the health hub", (id) => {
    const codes = getContent(id).compliance.map((b) => b.code);
    expect(codes).toEqual(HUBS[id].health ? ["TCPA", "CTIA", "10DLC", "HIPAA"] : ["TCPA", "CTIA", "10DLC"]);
  });

  it.each(HUB_IDS)("%s: the hero conversation runs opt-in, confirmation, offer, reply in one clock format", (id) => {
    const { messages } = getContent(id).hero.conversation;
    expect(messages.map((m) => m.step)).toEqual(["Opt-in", "Confirmation", "Offer", "Reply"]);
    expect(messages[0].time).toBe(PHONE_CLOCK);
    for (const m of messages) expect(m.time).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
    expect(messages[1].text).toMatch(/STOP/);
  });

  it.each(HUB_IDS)("%s: support phone and hours for the footer", (id) => {
    const { supportPhone, supportHours } = HUB_IDENTITY[id];
    expect(supportPhone.e164).toMatch(/^\+1\d{10}$/);
    expect(supportPhone.display.replace(/\D/g, "")).toBe(supportPhone.e164.slice(2));
    expect(supportHours).toMatch(/AM.*PM/);
  });
});

describe("initials", () => {
  it.each([
    ["Harbor Cigar Lounge", "HC"],
    ["Don's Bait & Tackle", "DB"],
    ["Onboarding lead", "OL"],
    ["Ana", "A"],
  ])("%s → %s", (name, expected) => expect(initials(name)).toBe(expected));
});
