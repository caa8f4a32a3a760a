import { HUBS } from "@/lib/hubs/registry";
import { GUARANTEE, ONBOARDING_TEXT, SETUP_FAQ, setupTimeline, teamRoles } from "../shared/common";
import { RETAIL_PLANS } from "../shared/plans";
import type { AboutContent, FaqContent, PricingContent } from "../types";

const { name } = HUBS.marque;

export const about = {
  title: `About ${name}`,
  intro: `${name} is a texting platform made for businesses that sell regulated and premium products, where one blocked campaign costs a weekend of sales.`,
  story: [
    "We started by helping a handful of cigar lounges and breweries whose messages kept disappearing. The problem was never the offer; it was carriers filtering anything that looked age-restricted.",
    "Today we register numbers, build opt-in flows and review campaigns for retailers across the country, from tasting rooms to firearms dealers, so their customers hear about what matters.",
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
  plans: RETAIL_PLANS,
  onboardingText: ONBOARDING_TEXT,
  guaranteeText: GUARANTEE,
} satisfies PricingContent;

export const faq = {
  title: "Frequently asked questions",
  intro: `What retailers ask before they start texting with ${name}.`,
  items: [
    {
      topic: "Compliance and consent",
      question: "Can I text about tobacco, alcohol or firearms?",
      answer:
        "Yes. We register your number under the right use case and age-gate every sign-up so messages about regulated products reach opted-in adults only.",
    },
    {
      topic: "Compliance and consent",
      question: "How do customers opt in?",
      answer:
        "By texting a keyword, scanning a QR code at the counter or filling in a web form. Each opt-in is time-stamped and kept as proof of consent.",
    },
    {
      topic: "Compliance and consent",
      question: "What happens when someone replies STOP?",
      answer:
        "They are unsubscribed immediately and receive one confirmation. HELP replies return your support details.",
    },
    ...SETUP_FAQ,
    {
      topic: "Day to day",
      question: "Do I keep my existing number?",
      answer: "Often, yes. We can text-enable your current landline or give you a new local number.",
    },
  ],
} satisfies FaqContent;
