import type { PricingPlan } from "../types";

/** The lowest monthly price of a hub's plans, in US dollars. */
export function startingPrice(plans: readonly PricingPlan[]): number {
  return Math.min(...plans.map((p) => p.priceMonthly));
}

/** Plans for the regulated-retail hubs (Marque and PercyTech). */
export const RETAIL_PLANS = [
  {
    id: "starter",
    name: "Starter",
    priceMonthly: 49,
    description: "One location getting its first opted-in list off the ground.",
    features: [
      "1 dedicated local number",
      "1,000 messages a month",
      "Opt-in keywords and age-gate forms",
      "Automatic quiet hours and STOP handling",
      "Email support",
    ],
  },
  {
    id: "growth",
    name: "Growth",
    priceMonthly: 149,
    description: "Busy shops running events, releases and loyalty offers.",
    features: [
      "Everything in Starter",
      "5,000 messages a month",
      "Two-way inbox for your whole team",
      "Segments by purchase history and interests",
      "Scheduled campaigns and event reminders",
      "Priority support",
    ],
    highlighted: true,
  },
  {
    id: "premium",
    name: "Premium",
    priceMonthly: 299,
    description: "Multi-location groups that want a dedicated compliance partner.",
    features: [
      "Everything in Growth",
      "15,000 messages a month",
      "Up to 5 locations and numbers",
      "Compliance review of every campaign",
      "Dedicated account manager",
    ],
  },
] as const satisfies readonly PricingPlan[];

/** PercyTech: the same plans and prices, with the platform parts every plan runs on named. */
export const PLATFORM_PLANS = [
  {
    ...RETAIL_PLANS[0],
    features: [
      ...RETAIL_PLANS[0].features.slice(0, -1),
      "Messaging API and signed webhooks",
      "Delivery receipts and filtering alerts",
      ...RETAIL_PLANS[0].features.slice(-1),
    ],
  },
  RETAIL_PLANS[1],
  RETAIL_PLANS[2],
] as const satisfies readonly PricingPlan[];

/** PercyText: fewer knobs, lower entry price. */
export const SIMPLE_PLANS = [
  {
    id: "basic",
    name: "Basic",
    priceMonthly: 29,
    description: "Text your regulars from one number, nothing to learn.",
    features: [
      "1 local number",
      "500 messages a month",
      "Reply inbox on your phone or computer",
      "Opt-in and STOP handled for you",
      "Email support",
    ],
  },
  {
    id: "plus",
    name: "Plus",
    priceMonthly: 79,
    description: "Two-way texting for a small team.",
    features: [
      "Everything in Basic",
      "2,500 messages a month",
      "Shared team inbox",
      "Saved replies and scheduled texts",
    ],
    highlighted: true,
  },
  {
    id: "pro",
    name: "Pro",
    priceMonthly: 149,
    description: "More volume and a person to call.",
    features: ["Everything in Plus", "7,500 messages a month", "Up to 3 numbers", "Phone support"],
  },
] as const satisfies readonly PricingPlan[];

/** PercyMD: HIPAA plans for practices. */
export const HEALTH_PLANS = [
  {
    id: "practice",
    name: "Practice",
    priceMonthly: 99,
    description: "A single-location practice replacing reminder calls.",
    features: [
      "Signed Business Associate Agreement",
      "2,000 messages a month",
      "Appointment reminders with confirm or reschedule",
      "Two-way texting, patients told texts are not encrypted",
      "Email support",
    ],
  },
  {
    id: "clinic",
    name: "Clinic",
    priceMonthly: 249,
    description: "Growing clinics with a front desk team.",
    features: [
      "Everything in Practice",
      "8,000 messages a month",
      "Shared inbox with role-based access",
      "Recall and follow-up campaigns",
      "EHR calendar sync",
      "Priority support",
    ],
    highlighted: true,
  },
  {
    id: "network",
    name: "Network",
    priceMonthly: 499,
    description: "Multi-site groups that need audit trails everywhere.",
    features: [
      "Everything in Clinic",
      "25,000 messages a month",
      "Up to 10 locations",
      "Exportable audit logs",
      "Dedicated compliance manager",
    ],
  },
] as const satisfies readonly PricingPlan[];
