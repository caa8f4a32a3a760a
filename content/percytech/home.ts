import { HUBS } from "@/lib/hubs/registry";
import { GUARANTEE, RETAIL_BUSINESS_TYPES, RETAIL_STAT_BLOCK, ctaSteps } from "../shared/common";
import type { CtaContent, HeroContent, ProblemSolutionContent, Testimonial } from "../types";

const { name } = HUBS.percytech;

/** PercyTech: the technology parent — platform, integrations, reliability. */
export const hero = {
  fixedText: "The messaging platform behind",
  tagline: { line1: "Carrier-grade infrastructure.", line2: "Compliance engineered in, not bolted on." },
  description: `${name} builds the texting technology that regulated retailers run on: registered numbers, consent records, delivery monitoring and an API your systems can talk to.`,
  ctaText: "See Demo",
  businessTypes: RETAIL_BUSINESS_TYPES,
  conversation: {
    contactName: "Summit Outfitters",
    summary:
      "A customer who signed up on Summit Outfitters' web form confirms with YES, gets a confirmation with opt-out instructions, receives an offer and replies SIZE, large please.",
    messages: [
      { from: "customer", step: "Opt-in", time: "9:41 AM", text: "YES" },
      {
        from: "business",
        step: "Confirmation",
        time: "9:41 AM",
        text: "Summit Outfitters alerts: you're subscribed. Msg & data rates may apply. Reply STOP to opt out.",
      },
      {
        from: "business",
        step: "Offer",
        time: "9:42 AM",
        text: "New tactical packs just landed. Reply SIZE and we will hold one at the counter.",
      },
      { from: "customer", step: "Reply", time: "9:43 AM", text: "SIZE, large please" },
    ],
    record: "Consent logged via API 9:41 AM",
  },
} satisfies HeroContent;

export const problemSolution = {
  heading: "Messaging for regulated products is an engineering problem.",
  problem: {
    title: "The problem",
    description:
      "Carriers filter age-restricted content aggressively, and most platforms treat compliance as a checkbox at sign-up.",
    points: [
      "Silent filtering with no delivery feedback",
      "Consent scattered across spreadsheets and POS exports",
      "Point-of-sale, booking and texting tools that never sync",
    ],
  },
  solution: {
    title: "The solution",
    description: `${name} validates every message against carrier and consent rules before it is sent, and tells you exactly what was delivered.`,
    points: [
      "Pre-send checks for content, each state's sending hours and consent",
      "Delivery receipts and filtering alerts in real time",
      "Integrations with point-of-sale and booking systems",
    ],
  },
  phone: {
    contactName: "Summit Outfitters",
    messages: [
      {
        from: "business",
        text: "Your special-order scope is in. Pick up any time this week, ID required at the counter.",
      },
      { from: "customer", text: "Great, I'll come by Thursday." },
      { from: "business", text: "We'll have it ready. Reply STOP to opt out." },
    ],
  },
} satisfies ProblemSolutionContent;

export const stats = RETAIL_STAT_BLOCK;

export const testimonials = [
  {
    category: "Sporting goods",
    quote:
      "Order-ready texts fire straight from our point of sale. Pickups happen days sooner and nobody calls to ask.",
    name: "Priya Nair",
    company: "Summit Outfitters",
    location: "Boise, ID",
  },
  {
    category: "Brewery",
    quote: "The delivery dashboard showed us a filtering problem our old vendor never mentioned. Fixed in a day.",
    name: "Tom Hadley",
    company: "Ironwood Brewing Co.",
    location: "Grand Rapids, MI",
  },
  {
    category: "Firearms dealer",
    quote: "Consent records, age checks and transfer notices in one system. Our audits are a non-event now.",
    name: "Luis Ortega",
    company: "Frontier Arms",
    location: "San Antonio, TX",
  },
] satisfies Testimonial[];

export const cta = {
  title: "Put your messaging on",
  titleHighlight: "infrastructure built for it.",
  description:
    "Tell us about your stack and your customers. We will map the integration and the compliance rules with you.",
  descriptionHighlight: "Engineers and compliance specialists, one team.",
  steps: ctaSteps([
    "Share your business, your systems and your goals with our team.",
    "We provision numbers, complete carrier registration and connect your tools.",
    "Launch campaigns and automations, then track delivery and revenue in one place.",
  ]),
  ctaText: "Contact Us",
  ctaSubtext: "Month-to-month plans. Your data stays yours.",
  guaranteeText: GUARANTEE,
} satisfies CtaContent;
