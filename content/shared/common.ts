import { GUARANTEE_TEXT, HEALTH_STATS, ONBOARDING_FEE, RETAIL_STATS, SETUP_GUARANTEE_DAYS } from "../constants";
import type { AboutContent, ComplianceBadge, CtaStep, FaqItem, PricingPlan, StatContent } from "../types";
import { startingPrice } from "./plans";

/** The regulated and premium retailers the default copy speaks to. */
export const RETAIL_BUSINESS_TYPES = [
  "cigar lounges",
  "tobacco shops",
  "wine bars",
  "breweries",
  "distilleries",
  "gun ranges",
  "firearms dealers",
  "hunting outfitters",
  "sporting goods",
  "outdoor recreation",
  "tactical gear",
] as const;

/** PercyText's everyday small businesses: counters, chairs, vans and workshops. */
export const EVERYDAY_BUSINESS_TYPES = [
  "hair salons",
  "barbershops",
  "bakeries",
  "florists",
  "coffee shops",
  "auto repair shops",
  "pet groomers",
  "hardware stores",
  "cleaning services",
] as const;

/** The health hub's audience. */
export const HEALTH_BUSINESS_TYPES = [
  "medical practices",
  "dental offices",
  "specialty clinics",
  "urgent care",
  "mental health providers",
  "veterinary clinics",
] as const;

/** 98% client retention, 40% revenue boost, 0 compliance issues. */
export const RETAIL_STAT_BLOCK = [
  {
    value: RETAIL_STATS.clientRetention,
    label: "Client retention",
    description: "Businesses that start texting with us stay with us year after year.",
  },
  {
    value: RETAIL_STATS.revenueBoost,
    label: "Revenue boost",
    description: "Average lift in repeat sales once customers hear about events and arrivals first.",
  },
  {
    value: RETAIL_STATS.complianceIssues,
    label: "Compliance issues",
    description: "Opt-in, age-gating and quiet-hours rules are built in, not bolted on.",
  },
] as const satisfies readonly [StatContent, StatContent, StatContent];

/** Health variant: 98% patient satisfaction, 40% no-show reduction, 0 HIPAA violations. */
export const HEALTH_STAT_BLOCK = [
  {
    value: HEALTH_STATS.patientSatisfaction,
    label: "Patient satisfaction",
    description: "Patients rate text reminders and two-way messaging above phone tag.",
  },
  {
    value: HEALTH_STATS.noShowReduction,
    label: "No-show reduction",
    description: "Confirm-or-reschedule reminders fill the chair instead of leaving it empty.",
  },
  {
    value: HEALTH_STATS.hipaaViolations,
    label: "HIPAA violations",
    description: "A signed BAA, audit logs and health details kept out of every text, from day one.",
  },
] as const satisfies readonly [StatContent, StatContent, StatContent];

/** Home: the closing call-to-action's three numbered steps. */
export function ctaSteps(descriptions: readonly [string, string, string]): readonly [CtaStep, CtaStep, CtaStep] {
  return [
    { number: 1, title: "Reach out", description: descriptions[0] },
    { number: 2, title: "Get set up", description: descriptions[1] },
    { number: 3, title: "Grow your business", description: descriptions[2] },
  ];
}

export const GUARANTEE = GUARANTEE_TEXT;

/** A topic page's price line: the hub's lowest plan and the onboarding fee, from the plans and constants. */
export function topicPriceLine(plans: readonly PricingPlan[]): string {
  return `Plans start at $${startingPrice(plans)} a month. Setup is a one-time ${ONBOARDING_FEE} onboarding fee, free if it takes longer than ${SETUP_GUARANTEE_DAYS} days.`;
}

export const ONBOARDING_TEXT = `Every plan starts with a one-time ${ONBOARDING_FEE} onboarding fee that covers number registration, carrier approval and a guided launch.`;

/** FAQ answers every hub shares: the fee and the guarantee are the same everywhere. */
export const SETUP_FAQ: readonly FaqItem[] = [
  {
    topic: "Setup and billing",
    question: "How long does setup take?",
    answer: `Most accounts are live within a week. We guarantee setup in ${SETUP_GUARANTEE_DAYS} days: if it takes longer than ${SETUP_GUARANTEE_DAYS} days, your ${ONBOARDING_FEE} onboarding fee is free.`,
  },
  {
    topic: "Setup and billing",
    question: "Is there an onboarding fee?",
    answer: `Yes, a one-time ${ONBOARDING_FEE} fee covers carrier registration, your dedicated number and a guided launch. It is waived automatically if setup takes longer than ${SETUP_GUARANTEE_DAYS} days.`,
  },
  {
    topic: "Setup and billing",
    question: "Can I cancel at any time?",
    answer: "Yes. Plans are month to month with no long-term contract. You keep your contact list if you leave.",
  },
];

/** Who a customer works with, by role. The health hub's specialist also covers HIPAA. */
export function teamRoles(health: boolean): AboutContent["team"] {
  return [
    {
      role: "Onboarding lead",
      description: `Runs your ${SETUP_GUARANTEE_DAYS}-day setup and stays your first call afterwards.`,
    },
    {
      role: "Compliance specialist",
      description: health
        ? "Files your carrier registration, signs your BAA and reviews messages against TCPA, CTIA and HIPAA rules."
        : "Files your carrier registration and reviews campaigns against TCPA and CTIA rules.",
    },
    { role: "Messaging engineer", description: "Keeps your numbers, delivery and opt-out handling running." },
    { role: "Support team", description: "Answers by email and phone during business hours." },
  ];
}

/** How setup runs inside the guarantee, day by day. */
export function setupTimeline(health: boolean): AboutContent["timeline"] {
  return [
    {
      day: "Day 1",
      title: "Kick-off call",
      description: "We learn your business, your audience and the rules that apply.",
    },
    {
      day: "Day 2",
      title: "Registration filed",
      description: health
        ? "We sign your BAA and file your 10DLC brand and campaign registration."
        : "We file your 10DLC brand and campaign registration for your industry.",
    },
    {
      day: "Day 3",
      title: "Opt-in built",
      description: health
        ? "Patient sign-up by keyword or form, each consent time-stamped and kept."
        : "Keyword, web form and counter QR code, age-gated, each consent time-stamped and kept.",
    },
    {
      day: "Days 4–5",
      title: "Carrier review",
      description: "Carriers review the registration; we answer their questions.",
    },
    {
      day: "Day 6",
      title: "Number live",
      description: "Your number goes live and STOP and HELP replies are tested end to end.",
    },
    {
      day: "Day 7",
      title: health ? "First reminder drafted" : "First campaign drafted",
      description: "We write your first message with you and check it against carrier rules.",
    },
    {
      day: `Day ${SETUP_GUARANTEE_DAYS}`,
      title: "Launch",
      description: `Your first message goes out. Not live by day ${SETUP_GUARANTEE_DAYS}? Your ${ONBOARDING_FEE} onboarding fee is free.`,
    },
  ];
}

/** Compliance claims every hub's copy backs up; the health hub adds HIPAA. */
export function complianceBadges(health: boolean): readonly ComplianceBadge[] {
  const common: ComplianceBadge[] = [
    { code: "TCPA", text: "Consent records: every opt-in time-stamped and kept as proof" },
    { code: "CTIA", text: "Opt-out handling: STOP and HELP answered automatically" },
    { code: "10DLC", text: "Registration: your number registered for its use case" },
  ];
  return health
    ? [...common, { code: "HIPAA", text: "A signed BAA, audit logs, and patients told texts are not encrypted" }]
    : common;
}
