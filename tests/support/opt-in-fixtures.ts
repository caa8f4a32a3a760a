import type { VerticalId } from "../../lib/compliance/verticals";
import type { RuleId } from "../../lib/opt-in-check/types";

/**
 * Opt-in pages as businesses publish them, each with its samples, its privacy policy and its SMS terms: some
 * complete, each other one breaking exactly one carrier-review rule (`breaks`). Built from one set of parts so
 * a broken page differs from a complete one by that one thing.
 */
export interface OptInFixture {
  name: string;
  brand: string;
  vertical: VerticalId;
  samples: string[];
  /** The opt-in page. */
  html: string;
  /** The site's other pages, by path: the privacy policy and the SMS terms the form links to. */
  site: Record<string, string>;
  breaks: RuleId | null;
}

interface Parts {
  brand: string;
  kinds: string;
  frequency: string;
  rates: string;
  helpStop: string;
  links: string;
  box: string;
  lead: string;
  dob: string;
  age: string;
  join: string;
  extra: string;
}

function parts(brand: string): Parts {
  return {
    brand,
    kinds: "(new arrivals, sales and events)",
    frequency: "Message frequency varies.",
    rates: "Msg &amp; data rates may apply.",
    helpStop: "Reply HELP for help, STOP to cancel.",
    links: 'See our <a href="/sms-terms">SMS Terms</a> and <a href="/privacy">Privacy Policy</a>.',
    box: '<input type="checkbox" id="sms-consent" name="sms_consent">',
    lead: `By checking this box, I agree to receive recurring automated text messages KINDS from ${brand} at the number provided.`,
    dob: "",
    age: "",
    join: "",
    extra: "",
  };
}

function page(p: Parts): string {
  const lead = p.lead.replace("KINDS", p.kinds).replace(/\s+/g, " ");
  return `<!doctype html><html lang="en"><head><title>Join ${p.brand} texts</title><script>window.x = "vape";</script></head>
<body><header><a href="/">${p.brand}</a><nav><a href="/about">About</a></nav></header>
<main><h1>Get ${p.brand} news by text</h1>
<p>Be first to hear what is new in the shop.${p.age ? ` ${p.age}` : ""}</p>${p.join}
<form action="/join" method="post">
  <label for="phone">Mobile number</label> <input id="phone" name="phone" type="tel" autocomplete="tel">
  ${p.dob}
  <div class="consent">${p.box}
  <label for="sms-consent">${lead} ${p.frequency} ${p.rates} ${p.helpStop} Consent is not a condition of purchase. ${p.links}</label></div>
  <button type="submit">Sign up</button>
</form>${p.extra}</main>
<footer><p>&copy; 2026 ${p.brand}</p></footer></body></html>`;
}

const PRIVACY_PROMISE =
  "Mobile numbers and opt-in data are never shared with third parties or affiliates for marketing purposes.";

function privacy(brand: string, sms = `<p>${PRIVACY_PROMISE}</p>`): string {
  return `<html><body><main><h1>Privacy Policy</h1>
<p>${brand} collects your name, email address and mobile number when you sign up.</p>
<p>We use service providers to deliver our emails and texts; they may use your details only to do that work.</p>
<h2>Text messages</h2>${sms}</main></body></html>`;
}

function terms(brand: string, sms?: string): string {
  const section =
    sms ??
    `<h2>SMS terms</h2><p>${brand} Text Club: new arrivals, sales and events by text.</p>
<p>Message frequency varies. Msg &amp; data rates may apply.</p>
<p>Reply HELP for help. Reply STOP to cancel at any time.</p>
<p>Carriers are not liable for delayed or undelivered messages.</p>`;
  return `<html><body><main><h1>Terms of Service</h1><p>These terms govern your use of ${brand}'s website.</p>${section}</main></body></html>`;
}

const site = (brand: string, over: Record<string, string> = {}) => ({
  "/privacy": privacy(brand),
  "/sms-terms": terms(brand),
  ...over,
});

const SURF = "Sunny Surf Shop";
const surfSamples = [
  `${SURF}: new longboards just landed, and wax is 20% off this weekend. Reply STOP to opt out.`,
  `${SURF}: our beach cleanup is Saturday at 9am, coffee on us. Reply STOP to opt out.`,
];
const surf = (over: Partial<Parts> = {}) => page({ ...parts(SURF), ...over });

const VINE = "Vine & Barrel";
const vineSamples = [
  `${VINE}: the fall Rhone release is in, members get first pick until Friday. Reply STOP to opt out.`,
  `${VINE}: tasting night Thursday 6-8pm, five reds from Paso Robles. Reply STOP to opt out.`,
];
const GATE = {
  dob: '<label for="dob">Date of birth</label> <input id="dob" name="birthDate" type="date" autocomplete="bday">',
  age: "You must be 21 or older to join.",
};
const vine = (over: Partial<Parts> = {}) =>
  page({ ...parts(VINE), ...GATE, kinds: "(wine releases and tasting events)", ...over });

const SMILE = "Brightside Dental";
const smileSamples = [
  `${SMILE}: your appointment is Tuesday at 9:00am. Reply C to confirm. Reply STOP to opt out.`,
  `${SMILE}: you are due for your six-month checkup. Call us to book. Reply STOP to opt out.`,
];
const smile = (over: Partial<Parts> = {}) =>
  page({ ...parts(SMILE), kinds: "(appointment reminders and recall notices)", ...over });

const HARBOR = "Harbor Cigar Lounge";
const harborSamples = [
  `${HARBOR}: a limited release arrives Friday, members may hold two boxes. Reply STOP to opt out.`,
  `${HARBOR}: pairing night with a local bourbon this Thursday at 7pm. Reply STOP to opt out.`,
];
const harbor = (number: string) =>
  page({
    ...parts(HARBOR),
    ...GATE,
    kinds: "(limited releases and lounge events)",
    join: `<p>Text CIGAR to ${number} to join.</p>`,
  });

const CLOUD = "Cloud Nine Lounge";

export const OPT_IN_FIXTURES: OptInFixture[] = [
  {
    name: "complete: retail",
    brand: SURF,
    vertical: "retail",
    samples: surfSamples,
    html: surf(),
    site: site(SURF),
    breaks: null,
  },
  {
    name: "complete: alcohol behind a 21+ date-of-birth gate",
    brand: VINE,
    vertical: "alcohol",
    samples: vineSamples,
    html: vine(),
    site: site(VINE),
    breaks: null,
  },
  {
    name: "complete: dental reminders",
    brand: SMILE,
    vertical: "dental",
    samples: smileSamples,
    html: smile(),
    site: site(SMILE),
    breaks: null,
  },
  {
    name: "complete: tobacco on a local number",
    brand: HARBOR,
    vertical: "tobacco",
    samples: harborSamples,
    html: harbor("(843) 555-0100"),
    site: site(HARBOR),
    breaks: null,
  },
  {
    name: "consent buried in the terms: no box",
    brand: SURF,
    vertical: "retail",
    samples: surfSamples,
    site: site(SURF),
    breaks: "consent-box",
    html: surf({
      box: "",
      lead: `By signing up you accept our terms, which include recurring automated text messages KINDS from ${SURF} at the number provided.`,
    }),
  },
  {
    name: "box ticked in advance",
    brand: SURF,
    vertical: "retail",
    samples: surfSamples,
    site: site(SURF),
    breaks: "consent-box",
    html: surf({ box: '<input type="checkbox" id="sms-consent" name="sms_consent" checked>' }),
  },
  {
    name: "one box for the terms and the texts",
    brand: SURF,
    vertical: "retail",
    samples: surfSamples,
    site: site(SURF),
    breaks: "consent-box",
    html: surf({
      lead: `I agree to the Terms of Service and to receive recurring automated text messages KINDS from ${SURF} at the number provided.`,
    }),
  },
  {
    name: "disclosure without the brand",
    brand: SURF,
    vertical: "retail",
    samples: surfSamples,
    site: site(SURF),
    breaks: "disclosure-brand",
    html: surf({
      lead: "By checking this box, I agree to receive recurring automated text messages KINDS from us at the number provided.",
    }),
  },
  {
    name: "disclosure without the kind of messages",
    brand: SURF,
    vertical: "retail",
    samples: surfSamples,
    site: site(SURF),
    breaks: "disclosure-purpose",
    html: surf({ kinds: "" }),
  },
  {
    name: "disclosure without the frequency",
    brand: SURF,
    vertical: "retail",
    samples: surfSamples,
    site: site(SURF),
    breaks: "disclosure-frequency",
    html: surf({ frequency: "" }),
  },
  {
    name: 'disclosure without "Msg & data rates may apply"',
    brand: SURF,
    vertical: "retail",
    samples: surfSamples,
    site: site(SURF),
    breaks: "disclosure-rates",
    html: surf({ rates: "" }),
  },
  {
    name: "disclosure without HELP and STOP",
    brand: SURF,
    vertical: "retail",
    samples: surfSamples,
    site: site(SURF),
    breaks: "disclosure-help-stop",
    html: surf({ helpStop: "" }),
  },
  {
    name: "disclosure without links to the terms and privacy policy",
    brand: SURF,
    vertical: "retail",
    samples: surfSamples,
    site: site(SURF),
    breaks: "disclosure-links",
    html: surf({ links: "Our terms and privacy policy are on our website." }),
  },
  {
    name: "privacy policy that shares numbers",
    brand: SURF,
    vertical: "retail",
    samples: surfSamples,
    breaks: "privacy-sharing",
    html: surf(),
    site: site(SURF, {
      "/privacy": privacy(
        SURF,
        `<p>${PRIVACY_PROMISE}</p><p>We may share your mobile number with our marketing partners.</p>`,
      ),
    }),
  },
  {
    name: "privacy policy silent about mobile numbers",
    brand: SURF,
    vertical: "retail",
    samples: surfSamples,
    breaks: "privacy-sharing",
    html: surf(),
    site: site(SURF, { "/privacy": privacy(SURF, "<p>We keep your data safe.</p>") }),
  },
  {
    name: "terms without the SMS terms",
    brand: SURF,
    vertical: "retail",
    samples: surfSamples,
    breaks: "terms-sms",
    html: surf(),
    site: site(SURF, { "/sms-terms": terms(SURF, "<p>Prices and stock may change without notice.</p>") }),
  },
  {
    name: "alcohol without a date-of-birth field",
    brand: VINE,
    vertical: "alcohol",
    samples: vineSamples,
    site: site(VINE),
    breaks: "age-gate",
    html: vine({ dob: "" }),
  },
  {
    name: "alcohol asking the year of birth only",
    brand: VINE,
    vertical: "alcohol",
    samples: vineSamples,
    site: site(VINE),
    breaks: "age-gate",
    html: vine({
      dob: '<label for="by">Year of birth</label> <select id="by" name="birth_year"><option>1990</option></select>',
    }),
  },
  {
    name: "one sample message",
    brand: SURF,
    vertical: "retail",
    samples: surfSamples.slice(0, 1),
    html: surf(),
    site: site(SURF),
    breaks: "samples-count",
  },
  {
    name: "a sample without the brand",
    brand: SURF,
    vertical: "retail",
    html: surf(),
    site: site(SURF),
    breaks: "samples-brand",
    samples: [surfSamples[0], "Beach cleanup Saturday at 9am, coffee on us. Reply STOP to opt out."],
  },
  {
    name: "no sample says how to opt out",
    brand: SURF,
    vertical: "retail",
    html: surf(),
    site: site(SURF),
    breaks: "samples-opt-out",
    samples: surfSamples.map((s) => s.replace(" Reply STOP to opt out.", "")),
  },
  {
    name: "a sample asking for CANCEL to cancel an appointment",
    brand: SMILE,
    vertical: "dental",
    html: smile(),
    site: site(SMILE),
    breaks: "samples-reply-words",
    samples: [
      `${SMILE}: your appointment is Tuesday at 9:00am. Reply CANCEL to cancel your appointment.`,
      smileSamples[1],
    ],
  },
  {
    name: "a sample through a public link shortener",
    brand: SURF,
    vertical: "retail",
    html: surf(),
    site: site(SURF),
    breaks: "link-shorteners",
    samples: [surfSamples[0], `${SURF}: see the new boards at bit.ly/3xYzAb1. Reply STOP to opt out.`],
  },
  {
    name: "a sample promoting CBD",
    brand: SURF,
    vertical: "retail",
    html: surf(),
    site: site(SURF),
    breaks: "forbidden-content",
    samples: [surfSamples[0], `${SURF}: CBD gummies are back in stock at the counter. Reply STOP to opt out.`],
  },
  {
    name: "a dental sample giving away x-ray results",
    brand: SMILE,
    vertical: "dental",
    html: smile(),
    site: site(SMILE),
    breaks: "health-details",
    samples: [
      smileSamples[0],
      `${SMILE}: your x-ray results are ready, call us to go over them. Reply STOP to opt out.`,
    ],
  },
  {
    name: "vape, which no carrier takes",
    brand: CLOUD,
    vertical: "vape",
    site: site(CLOUD),
    breaks: "vertical-routes",
    samples: [
      `${CLOUD}: new flavors landed today. Reply STOP to opt out.`,
      `${CLOUD}: open late Friday. Reply STOP to opt out.`,
    ],
    html: page({ ...parts(CLOUD), ...GATE }),
  },
  {
    name: "tobacco texted from a toll-free number",
    brand: HARBOR,
    vertical: "tobacco",
    samples: harborSamples,
    site: site(HARBOR),
    breaks: "vertical-routes",
    html: harbor("(888) 555-0100"),
  },
];

/** The linked page at `href` on the fixture's site, as the check would read it. */
export function sitePage(fixture: OptInFixture, href: string | null): string | null {
  return href === null ? null : (fixture.site[href] ?? null);
}
