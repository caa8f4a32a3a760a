import type { APIRequestContext } from "@playwright/test";
import { fetchAs } from "./hubs";
import { getContent } from "../../content";
import { CLIENTS } from "../../content/clients";
import { CARRIER_LIABILITY, SMS_PRIVACY_PROMISE } from "../../content/legal";
import { PRIVACY_PROMISE, RATES_LINE } from "../../lib/programs/texts";
import { HUBS, type HubId } from "../../lib/hubs/registry";

/** The migration's clients published behind a 21+ age gate. */
export const GATED_CLIENTS = new Set(["harbor-cigar"]);

/** A marketing route and what its server HTML must carry. */
export interface ExpectedPage {
  path: string;
  h1: string;
  text: string[];
}

/** Every route this area owns, per hub, with its h1 and body text from the content modules. */
export function marketingPages(hubId: HubId): ExpectedPage[] {
  const hub = HUBS[hubId];
  const c = getContent(hubId);
  const home: ExpectedPage = {
    path: "/",
    h1: `${c.hero.fixedText} ${c.hero.businessTypes.join(", ")}`,
    text: [
      c.hero.description,
      c.hero.tagline.line1,
      c.hero.tagline.line2,
      c.problemSolution.heading,
      "9:41 AM",
      ...c.stats.flatMap((s) => [s.value, s.label]),
      ...c.testimonials.map((t) => t.quote),
      ...c.cta.steps.map((s) => s.title),
      c.cta.guaranteeText,
      "See Demo",
      "Contact Us",
    ],
  };
  // Client programs come from the database (the migration publishes these three); their own spec covers the rest.
  // A gated one (the cigar lounge, 21+) opens with its age gate: its server HTML holds none of its offers.
  const clientPages = CLIENTS.flatMap((client) => [
    GATED_CLIENTS.has(client.id)
      ? { path: `/clients/${client.id}`, h1: client.name, text: ["You must be 21 or older", "Date of birth"] }
      : {
          path: `/clients/${client.id}`,
          h1: client.name,
          text: [client.description, client.location, client.joinKeyword],
        },
    {
      path: `/clients/${client.id}/terms`,
      h1: `${client.name} SMS Terms`,
      text: [RATES_LINE, CARRIER_LIABILITY, client.supportEmail],
    },
    { path: `/clients/${client.id}/privacy`, h1: `${client.name} Privacy Policy`, text: [PRIVACY_PROMISE] },
  ]);
  const donsbt = CLIENTS.find((x) => x.id === "donsbt")!;
  return [
    home,
    { ...home, path: "/home" },
    {
      path: "/about",
      h1: c.about.title,
      text: [c.about.intro, ...c.about.story, ...c.about.values.map((v) => v.description)],
    },
    {
      path: "/pricing",
      h1: c.pricing.title,
      text: [
        c.pricing.intro,
        c.pricing.onboardingText,
        c.pricing.guaranteeText,
        ...c.pricing.plans.flatMap((p) => [p.name, `$${p.priceMonthly}`, ...p.features]),
      ],
    },
    { path: "/faq", h1: c.faq.title, text: c.faq.items.flatMap((i) => [i.question, i.answer]) },
    {
      path: "/terms",
      h1: "Terms of Service",
      text: [
        hub.name,
        "Message frequency varies.",
        "Message and data rates may apply.",
        "Reply HELP for help",
        "Reply STOP",
        CARRIER_LIABILITY,
        hub.supportEmail,
      ],
    },
    { path: "/privacy", h1: "Privacy Policy", text: [SMS_PRIVACY_PROMISE] },
    { path: "/donsbt", h1: donsbt.name, text: [donsbt.description] },
    ...clientPages,
  ];
}

/** Visible markup text of an HTML document: scripts dropped, tags removed, entities decoded. */
export function markupText(html: string): string {
  return decode(
    html
      .replace(/<script\b[\s\S]*?<\/script>/g, "")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, ""),
  );
}

/** Accessible text of each h1: aria-hidden parts (the typewriter) left out. */
export function h1Texts(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) =>
    markupText(stripAriaHiddenSpans(m[1])).replace(/\s+/g, " ").trim(),
  );
}

/** Remove `<span aria-hidden="true">…</span>` elements, nested spans included. */
function stripAriaHiddenSpans(html: string): string {
  const start = html.search(/<span\b[^>]*aria-hidden="true"/);
  if (start < 0) return html;
  const tags = /<\/?span\b[^>]*>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return stripAriaHiddenSpans(html.slice(0, start) + html.slice(tags.lastIndex));
  }
  return html.slice(0, start);
}

function decode(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** GET a path as a hub's host without a browser (Host header on loopback, see hubs.ts). */
export function getAsHub(request: APIRequestContext, hub: HubId, path: string) {
  return fetchAs(request, hub, path);
}
