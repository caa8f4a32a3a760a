import { HUBS } from "@/lib/hubs/registry";
import type { HubContent } from "../types";
import { complianceBadges } from "../shared/common";
import { legalSeo, pricingDescription } from "../shared/seo";
import { cta, hero, problemSolution, stats, testimonials } from "./home";
import { about, pricing } from "./pages";
import { faq } from "./faq";
import { contact, demo } from "./contact";

const { name } = HUBS.percytext;

/** PercyText: the simple-texting voice. */
export const percytextContent = {
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
        "Simple, compliant texting for small businesses: wine bars, tobacco shops, outfitters and more. One inbox, one send button.",
      keywords: ["simple business texting", "small business SMS", "text your customers", "easy SMS marketing"],
    },
    about: {
      title: "About",
      description: `${name} makes business texting simple for shops that would rather serve customers than learn software.`,
      keywords: [`about ${name}`, "simple SMS tool", "small business texting"],
    },
    pricing: {
      title: "Pricing",
      description: pricingDescription(pricing.plans, "small businesses"),
      keywords: ["cheap business texting", "SMS plans small business", "texting pricing"],
    },
    faq: {
      title: "FAQ",
      description: "Quick answers about installing, sign-ups, STOP replies, setup time and the onboarding fee.",
      keywords: ["texting FAQ", "how customers opt in", "SMS setup"],
    },
    ...legalSeo(name),
  },
} satisfies HubContent;
