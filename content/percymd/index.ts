import { HUBS } from "@/lib/hubs/registry";
import type { HubContent } from "../types";
import { complianceBadges } from "../shared/common";
import { legalSeo, pricingDescription } from "../shared/seo";
import { cta, hero, problemSolution, stats, testimonials } from "./home";
import { about, pricing } from "./pages";
import { faq } from "./faq";
import { contact, demo } from "./contact";

const { name } = HUBS.percymd;

/** PercyMD: HIPAA-themed health copy. */
export const percymdContent = {
  hero,
  cta,
  problemSolution,
  stats,
  testimonials,
  compliance: complianceBadges(true),
  about,
  pricing,
  faq,
  contact,
  demo,
  seo: {
    home: {
      description:
        "HIPAA-compliant patient texting for medical practices, dental offices, specialty clinics, urgent care, mental health providers and veterinary clinics.",
      keywords: [
        "HIPAA compliant texting",
        "patient appointment reminders",
        "medical practice SMS",
        "dental text reminders",
      ],
    },
    about: {
      title: "About",
      description: `${name} brings secure, HIPAA-compliant two-way texting to practices and clinics.`,
      keywords: [`about ${name}`, "HIPAA messaging company", "healthcare SMS"],
    },
    pricing: {
      title: "Pricing",
      description: pricingDescription(pricing.plans, "practices"),
      keywords: ["HIPAA texting pricing", "patient reminder cost", "medical SMS plans"],
    },
    faq: {
      title: "FAQ",
      description:
        "Answers about HIPAA, the BAA, scheduling integrations, opt-outs, setup time and the onboarding fee.",
      keywords: ["HIPAA texting FAQ", "BAA SMS", "patient texting compliance"],
    },
    ...legalSeo(name),
  },
} satisfies HubContent;
