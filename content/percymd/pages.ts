import { HUBS } from "@/lib/hubs/registry";
import { GUARANTEE, ONBOARDING_TEXT, SETUP_FAQ, setupTimeline, teamRoles } from "../shared/common";
import { HEALTH_PLANS } from "../shared/plans";
import type { AboutContent, FaqContent, PricingContent } from "../types";

const { name } = HUBS.percymd;

export const about = {
  title: `About ${name}`,
  intro: `${name} brings secure, HIPAA-compliant texting to medical practices, dental offices, clinics and veterinary hospitals.`,
  story: [
    "Patients prefer a text to a phone call, but most texting tools were never designed for protected health information.",
    "We built messaging that practices can trust: encrypted, access-controlled, audited and backed by a Business Associate Agreement.",
  ],
  values: [
    {
      title: "Privacy first",
      description: "Minimum necessary information in every message and encryption everywhere else.",
    },
    {
      title: "Built for the front desk",
      description: "Reminders and replies that save staff time instead of adding work.",
    },
    { title: "Accountable", description: "Audit logs, access controls and a BAA on every plan." },
  ],
  team: teamRoles(true),
  timeline: setupTimeline(true),
} satisfies AboutContent;

export const pricing = {
  title: "Pricing for practices",
  intro: "Every plan includes a signed BAA, encrypted messaging and audit logs.",
  plans: HEALTH_PLANS,
  onboardingText: ONBOARDING_TEXT,
  guaranteeText: GUARANTEE,
} satisfies PricingContent;

export const faq = {
  title: "Frequently asked questions",
  intro: `What practices ask before texting patients with ${name}.`,
  items: [
    {
      topic: "Compliance and consent",
      question: "Is texting patients HIPAA compliant?",
      answer:
        "It can be when the platform protects the data and the messages avoid unnecessary health details. We sign a BAA, encrypt messages and log every access.",
    },
    {
      topic: "Compliance and consent",
      question: "Do you sign a Business Associate Agreement?",
      answer: "Yes. A BAA is included on every plan and signed before any patient data is loaded.",
    },
    {
      topic: "Day to day",
      question: "Does it work with our scheduling system?",
      answer: "We sync with common practice management and EHR calendars, or import appointments from a daily file.",
    },
    {
      topic: "Compliance and consent",
      question: "How do patients opt out?",
      answer: "They reply STOP and are unsubscribed immediately. Opt-outs are recorded in the audit log.",
    },
    ...SETUP_FAQ,
  ],
} satisfies FaqContent;
