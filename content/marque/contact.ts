import { HUBS } from "@/lib/hubs/registry";
import type { ContactContent, DemoContent } from "../types";

const { name } = HUBS.marque;

export const contact = {
  intro: `Tell us what you sell and where, and ${name} will show you how an age-gated texting list brings adults back for releases, tastings and range nights.`,
  reasons: [
    {
      title: "Regulatory Expertise",
      body: "We register tobacco, alcohol and firearms programs on the routes carriers accept them on, behind the 21+ date-of-birth gate reviewers expect to see.",
    },
    {
      title: "Premium Support",
      body: "People who know a release weekend from a slow Tuesday answer within one business day, from setup in 8 days to your first campaign.",
    },
    {
      title: "Custom Solutions",
      body: "Keywords, counter QR codes and event reminders built around how your shop, lounge or range actually sells.",
    },
  ],
  audience: {
    heading: "Tell us about your shop",
    intro:
      "The more we know about what you sell, the faster registration goes. These details help us prepare before we call you back.",
    points: [
      {
        title: "What's on your shelves",
        text: "Cigars, spirits, beer, firearms, ammunition or gear. The products decide the carrier use case, the age gate and the wording each campaign has to avoid.",
      },
      {
        title: "Your states",
        text: "Where your stores are and where your customers live. State rules on alcohol and tobacco promotions differ, and so do the hours a text may go out, decided by each subscriber's area code.",
      },
      {
        title: "Your calendar",
        text: "Releases, tastings, classes, leagues or seasons. We plan your first campaign around the next date that matters to you.",
      },
      {
        title: "Any past trouble",
        text: "If a previous texting tool had messages blocked or a number suspended, tell us. It shapes how we write the new registration.",
      },
    ],
  },
} satisfies ContactContent;

export const demo = {
  intro: `Shop owners use the demo to see what a member of their list would see: a verified number, a clear opt-out and an answer about ${name} from someone who knows regulated retail.`,
  audience: {
    heading: "Try it the way your customers would",
    intro: "A few things are worth trying before you call us, especially if you sell to adults only.",
    points: [
      {
        title: "Ask about age gating",
        text: "Ask how a 21+ list takes a date of birth and why a keyword alone is not enough. The answer is the same process we would set up for your store.",
      },
      {
        title: "Ask what carriers allow",
        text: "Ask whether a cigar release, a bourbon tasting or a range league can be texted. The assistant answers from our FAQ on regulated programs.",
      },
      {
        title: "Compare Starter, Growth and Premium",
        text: "Ask which plan fits a single taproom or a three-store dealer, and what changes between them.",
      },
      {
        title: "See STOP and HELP at work",
        text: "Have an answer texted to you, then notice the opt-out line. Every campaign you send carries the same.",
      },
    ],
  },
} satisfies DemoContent;
