import { HUBS } from "@/lib/hubs/registry";
import type { HubContent } from "../types";
import { complianceBadges } from "../shared/common";
import { legalSeo, pricingDescription } from "../shared/seo";
import { cta, hero, problemSolution, stats, testimonials } from "./home";
import { about, pricing } from "./pages";
import { faq } from "./faq";
import { contact, demo } from "./contact";

const { name } = HUBS.percytech;

/** PercyTech: the technology parent's voice. */
export const percytechContent = {
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
        "Compliant texting, customer engagement and growth tools for businesses, on a messaging platform engineered for regulated retail.",
      keywords: ["SMS platform", "compliant messaging API", "regulated retail SMS", "text message infrastructure"],
    },
    about: {
      title: "About",
      description: `${name} builds the compliant messaging platform behind a family of business texting brands.`,
      keywords: [`about ${name}`, "messaging technology company", "SMS infrastructure"],
    },
    pricing: {
      title: "Pricing",
      description: pricingDescription(pricing.plans, `retail teams on the ${name} platform`),
      keywords: ["SMS platform pricing", "texting API plans", "business SMS cost"],
    },
    faq: {
      title: "FAQ",
      description: "Answers about the API, integrations, carrier filtering, setup time and data storage.",
      keywords: ["SMS API FAQ", "carrier filtering", "texting integrations"],
    },
    ...legalSeo(name),
  },
} satisfies HubContent;
