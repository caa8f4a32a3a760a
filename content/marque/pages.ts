import { HUBS } from "@/lib/hubs/registry";
import { GUARANTEE, ONBOARDING_TEXT, setupTimeline, teamRoles } from "../shared/common";
import { RETAIL_PLANS } from "../shared/plans";
import type { AboutContent, PricingContent } from "../types";

const { name } = HUBS.marque;

export const about = {
  title: `About ${name}`,
  intro: `${name} is a texting platform made for businesses that sell regulated and premium products, where one blocked campaign costs a weekend of sales.`,
  audience: {
    heading: "The retailers we work with",
    intro:
      "Our customers sell things carriers look at twice: cigars, spirits, craft beer, firearms and the gear around them. They are owner-run shops, lounges and ranges more often than chains, and their best customers want to hear first when something good arrives.",
    points: [
      {
        title: "Tobacco and cigar",
        text: "Lounges and tobacconists announcing limited releases, humidor arrivals and member nights to adults who affirmed their age with a date of birth before joining.",
      },
      {
        title: "Wine, beer and spirits",
        text: "Wine bars, breweries and distilleries texting tastings, can drops, bottle releases and tap takeovers, each list gated at 21 and registered for what it is.",
      },
      {
        title: "Firearms and ranges",
        text: "Dealers, ranges and tactical stores sharing lane availability, class schedules, transfer pickups and safety recalls without tripping carrier filters.",
      },
      {
        title: "Outdoors and sporting goods",
        text: "Outfitters and sporting goods stores with seasonal rhythms: license deadlines, guided trip openings, fitting days and the first warm weekend of spring.",
      },
    ],
  },
  story: [
    "We started by helping a handful of cigar lounges and breweries whose messages kept disappearing. The problem was never the offer; it was carriers filtering anything that looked age-restricted.",
    "Today we register numbers, build opt-in flows and review campaigns for retailers across the country, from tasting rooms to firearms dealers, so their customers hear about what matters.",
    "What has not changed is the conviction that a humidor arrival, a barrel release or a new lane schedule is news worth sending, and that adults who asked for it deserve to receive it. Our job is making sure the carriers agree.",
  ],
  values: [
    { title: "Compliance first", description: "Every feature starts from carrier rules, consent law and age gating." },
    { title: "People you can call", description: "A real team that knows your industry answers your questions." },
    { title: "Results you can measure", description: "Opt-ins, redemptions and repeat visits, reported plainly." },
  ],
  team: teamRoles(false),
  timeline: setupTimeline(false),
} satisfies AboutContent;

export const pricing = {
  title: "Simple, transparent pricing",
  intro: "Pick a plan for your volume today and change it any month. Every plan includes compliance tooling.",
  audience: {
    heading: "Choosing a plan for a regulated shop",
    intro:
      "Age gating, quiet hours and STOP handling are on every plan, because a lounge or a range cannot afford to text without them. What changes as you move up is volume, the team inbox, segmentation and how closely we review your campaigns.",
    points: [
      {
        title: "Starter suits a single counter",
        text: "A tobacconist or a small taproom building its first list from a counter QR code. A thousand messages covers a weekly note to a few hundred adults who opted in, with room for welcome texts.",
      },
      {
        title: "Growth suits a busy event calendar",
        text: "Breweries with release days, ranges with league nights, cigar lounges with pairing dinners. Segments let you text bourbon drinkers about the barrel pick without telling the IPA crowd, and the shared inbox lets staff answer replies.",
      },
      {
        title: "Premium suits several doors",
        text: "A dealer with three stores, a distillery with a tasting room and a bottle shop, an outfitter with seasonal lodges. Each location gets its own number, and a compliance reviewer reads every campaign before it goes.",
      },
      {
        title: "Counting your messages",
        text: "Each text to each subscriber is one message. Multiply your list by your sends per month and add a margin for replies and confirmations; if you outgrow a plan, move up the next month.",
      },
      {
        title: "What the onboarding fee buys a regulated shop",
        text: "Registration for an age-restricted program takes more care than most: the gate, the opt-in wording, sample messages for the carrier. The one-time fee pays for that work, and the setup guarantee below holds whatever you sell.",
      },
      {
        title: "Seasonal businesses",
        text: "Outfitters and outdoor shops can drop to Starter between seasons and climb back to Growth for opening weekend, keeping the same number and the same list of adults who opted in.",
      },
    ],
  },
  plans: RETAIL_PLANS,
  onboardingText: ONBOARDING_TEXT,
  guaranteeText: GUARANTEE,
} satisfies PricingContent;
