import { HUBS } from "@/lib/hubs/registry";
import { GUARANTEE, ONBOARDING_TEXT, setupTimeline, teamRoles } from "../shared/common";
import { SIMPLE_PLANS } from "../shared/plans";
import type { AboutContent, PricingContent } from "../types";

const { name } = HUBS.percytext;

export const about = {
  title: `About ${name}`,
  intro: `${name} is texting for small businesses that would rather be serving customers than learning software.`,
  audience: {
    heading: "Made for the shop on the corner",
    intro:
      "If you have a counter, a chair, a van or a workshop, and more customers than time, we made this for you. Most of our customers have never used texting software before.",
    points: [
      {
        title: "Salons, barbers and studios",
        text: "Booked-by-the-hour businesses that lose money to no-shows and want reminders that run themselves.",
      },
      {
        title: "Shops that fill orders",
        text: "Florists, bakeries, print shops and hardware stores that want to say 'it's ready' without picking up the phone.",
      },
      {
        title: "Trades and home services",
        text: "Plumbers, cleaners and repair shops confirming arrival windows and sending quotes from the van.",
      },
      {
        title: "Cafés and neighborhood favorites",
        text: "Places with regulars who would happily hear about the new menu or the Saturday market stall, if only they were asked.",
      },
    ],
  },
  story: [
    "We kept meeting shop owners who knew texting worked but gave up after a week of settings, forms and warnings about regulations.",
    "So we built the simplest version we could: one number, one inbox, and the compliance rules running quietly in the background.",
    "We still judge every new feature by one test: could the owner of a busy café figure it out between two customers? If the answer is no, it waits until we can make it simpler.",
  ],
  values: [
    { title: "Simple", description: "If it needs a manual, we have not finished building it." },
    { title: "Safe", description: "Opt-in, STOP and quiet hours are automatic for every message." },
    { title: "Friendly", description: "Questions are answered by people, usually within the hour." },
  ],
  team: teamRoles(false),
  timeline: setupTimeline(false),
} satisfies AboutContent;

export const pricing = {
  title: "Pricing that fits on a sticky note",
  intro: "Three plans, no hidden extras. Move up or down whenever you like.",
  audience: {
    heading: "Which one is mine?",
    intro:
      "Ask yourself two questions: how many people will answer texts, and roughly how many texts will go out in a month? That is usually enough to pick.",
    points: [
      {
        title: "Basic, if it's just you",
        text: "A one-person business texting regulars and answering their questions from a phone. Five hundred messages a month leaves room for reminders, replies and the odd note to your regulars.",
      },
      {
        title: "Plus, if a few of you answer",
        text: "A salon with three chairs or a shop with a morning and an afternoon shift. The shared inbox means whoever is free replies, and saved replies answer the same question in two taps.",
      },
      {
        title: "Pro, if you're busy or in two places",
        text: "More volume, up to three numbers for separate locations or departments, and a phone number to call us on when you want to talk it through.",
      },
      {
        title: "Not sure?",
        text: "Start small. There is no contract, so you can move up the month you need to, and down again after the holidays.",
      },
    ],
  },
  plans: SIMPLE_PLANS,
  onboardingText: ONBOARDING_TEXT,
  guaranteeText: GUARANTEE,
} satisfies PricingContent;
