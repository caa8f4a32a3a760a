import { HUBS } from "@/lib/hubs/registry";
import { GUARANTEE, ONBOARDING_TEXT, SETUP_FAQ, setupTimeline, teamRoles } from "../shared/common";
import { RETAIL_PLANS } from "../shared/plans";
import type { AboutContent, FaqContent, PricingContent } from "../types";

const { name } = HUBS.percytech;

export const about = {
  title: `About ${name}`,
  intro: `${name} is the technology company behind a family of compliant texting brands, building the messaging platform they all run on.`,
  story: [
    "We build the routing, consent and delivery systems that make business texting dependable for industries carriers watch most closely.",
    "Our platform powers retail, hospitality and healthcare brands, each with its own team and voice, on one audited foundation.",
  ],
  values: [
    { title: "Reliability", description: "Redundant carrier routes and delivery monitoring on every message." },
    {
      title: "Privacy by design",
      description: "Consent and personal data are stored separately, encrypted and never sold.",
    },
    {
      title: "Open integration",
      description: "A documented API and webhooks, so texting fits the tools you already use.",
    },
  ],
  team: teamRoles(false),
  timeline: setupTimeline(false),
} satisfies AboutContent;

export const pricing = {
  title: "Platform pricing",
  intro:
    "Every plan runs on the same infrastructure: carrier registration, consent records and delivery monitoring included.",
  plans: RETAIL_PLANS,
  onboardingText: ONBOARDING_TEXT,
  guaranteeText: GUARANTEE,
} satisfies PricingContent;

export const faq = {
  title: "Frequently asked questions",
  intro: `Technical and compliance questions about the ${name} platform.`,
  items: [
    {
      topic: "Day to day",
      question: "Do you offer an API?",
      answer: "Yes. A REST API and signed webhooks let you send messages, sync contacts and receive delivery receipts.",
    },
    {
      topic: "Day to day",
      question: "Which systems do you integrate with?",
      answer: "Common point-of-sale, booking and e-commerce systems, plus anything that can call a webhook.",
    },
    {
      topic: "Compliance and consent",
      question: "How do you keep regulated messages from being filtered?",
      answer:
        "We register each number for its industry use case, check content before sending and watch delivery rates so a problem is caught within hours.",
    },
    ...SETUP_FAQ,
    {
      topic: "Compliance and consent",
      question: "Where is my data stored?",
      answer: "In encrypted databases in the United States. Opt-in records are kept for as long as the law requires.",
    },
  ],
} satisfies FaqContent;
