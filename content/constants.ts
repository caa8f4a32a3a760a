/**
 * Shared marketing facts. Every page, content file and test
 * reads them from here so a figure is stated in exactly one place.
 */
export const ONBOARDING_FEE_USD = 179;
export const SETUP_GUARANTEE_DAYS = 8;

/** "$179" — the fee as written in copy. */
export const ONBOARDING_FEE = `$${ONBOARDING_FEE_USD}`;

/** Marketing claims, default (regulated-retail) hubs. */
export const RETAIL_STATS = {
  clientRetention: "98%",
  revenueBoost: "40%",
  complianceIssues: "0",
} as const;

/** Marketing claims, health hub. */
export const HEALTH_STATS = {
  patientSatisfaction: "98%",
  noShowReduction: "40%",
  hipaaViolations: "0",
} as const;

/** Typewriter timings in milliseconds. */
export const TYPEWRITER_TIMINGS = {
  typeMs: 100,
  holdMs: 2000,
  deleteMs: 50,
} as const;

/** Home: the phone mock-up's status-bar clock. */
export const PHONE_CLOCK = "9:41 AM";

/** One sentence used by every hub's CTA and pricing page. */
export const GUARANTEE_TEXT = `${SETUP_GUARANTEE_DAYS}-day setup guarantee: if setup takes longer than ${SETUP_GUARANTEE_DAYS} days, your ${ONBOARDING_FEE} onboarding fee is free.`;
