import { HUBS } from "@/lib/hubs/registry";
import type { HubContent } from "../types";
import { complianceBadges } from "../shared/common";
import { legalSeo, pricingDescription } from "../shared/seo";
import { cta, hero, problemSolution, stats, testimonials } from "./home";
import { about, pricing } from "./pages";
import { faq } from "./faq";
import { contact, demo } from "./contact";

const { name } = HUBS.marque;

/** Marque: the main hub, premium regulated-retail voice. */
export const marqueContent = {
  hero,
  cta,
  problemSolution,
  stats,
  testimonials,
  compliance: complianceBadges(false),
  about,
  pricing,
  faq,
  contact,
  demo,
  seo: {
    home: {
      description:
        "Compliant texting, customer engagement and growth tools for cigar lounges, wine bars, breweries, gun ranges and other regulated retailers.",
      keywords: [
        "compliant SMS marketing",
        "regulated retail texting",
        "cigar lounge SMS",
        "brewery text marketing",
        "gun range texting",
      ],
    },
    about: {
      title: "About",
      description: `Why regulated and premium retailers choose ${name} for compliant, age-gated text messaging.`,
      keywords: [`about ${name}`, "SMS compliance team", "regulated retail marketing"],
    },
    pricing: {
      title: "Pricing",
      description: pricingDescription(pricing.plans, "regulated retailers"),
      keywords: ["SMS marketing pricing", "business texting plans", "compliant SMS cost"],
    },
    faq: {
      title: "FAQ",
      description: "Answers about opt-in, age gating, STOP handling, setup time and the onboarding fee.",
      keywords: ["SMS compliance FAQ", "age-gated opt-in", "texting setup time"],
    },
    ...legalSeo(name),
  },
} satisfies HubContent;
