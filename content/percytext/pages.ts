import { HUBS } from "@/lib/hubs/registry";
import { GUARANTEE, ONBOARDING_TEXT, SETUP_FAQ, setupTimeline, teamRoles } from "../shared/common";
import { SIMPLE_PLANS } from "../shared/plans";
import type { AboutContent, FaqContent, PricingContent } from "../types";

const { name } = HUBS.percytext;

export const about = {
  title: `About ${name}`,
  intro: `${name} is texting for small businesses that would rather be serving customers than learning software.`,
  story: [
    "We kept meeting shop owners who knew texting worked but gave up after a week of settings, forms and warnings about regulations.",
    "So we built the simplest version we could: one number, one inbox, and the compliance rules running quietly in the background.",
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
  plans: SIMPLE_PLANS,
  onboardingText: ONBOARDING_TEXT,
  guaranteeText: GUARANTEE,
} satisfies PricingContent;

export const faq = {
  title: "Frequently asked questions",
  intro: `Quick answers about texting with ${name}.`,
  items: [
    {
      topic: "Day to day",
      question: "Do I need to install anything?",
      answer: "No. Use the web inbox on any computer, or the app on your phone.",
    },
    {
      topic: "Day to day",
      question: "How do customers sign up?",
      answer:
        "They text your keyword, for example JOIN, to your number. We confirm their age where your products require it.",
    },
    {
      topic: "Compliance and consent",
      question: "What if a customer wants to stop?",
      answer: "They reply STOP and are removed right away. You never have to manage the list yourself.",
    },
    ...SETUP_FAQ,
  ],
} satisfies FaqContent;
