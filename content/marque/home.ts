import { HUBS } from "@/lib/hubs/registry";
import { GUARANTEE, RETAIL_BUSINESS_TYPES, RETAIL_STAT_BLOCK, ctaSteps } from "../shared/common";
import type { CtaContent, HeroContent, ProblemSolutionContent, Testimonial } from "../types";

const { name } = HUBS.marque;

export const hero = {
  fixedText: "Compliant texting for",
  tagline: { line1: "Built for regulated retail.", line2: "Trusted by the shops people are loyal to." },
  description: `${name} gives premium and regulated retailers a texting program that fills events, moves new arrivals and keeps every message on the right side of carrier and age rules.`,
  ctaText: "See Demo",
  businessTypes: RETAIL_BUSINESS_TYPES,
  conversation: {
    contactName: "Harbor Cigar Lounge",
    summary:
      "A customer who typed a 21+ date of birth on Harbor Cigar Lounge's sign-up page confirms with YES, gets a confirmation with opt-out instructions, receives a release alert and replies HOLD.",
    messages: [
      { from: "customer", step: "Opt-in", time: "9:41 AM", text: "YES" },
      {
        from: "business",
        step: "Confirmation",
        time: "9:41 AM",
        text: "Harbor Cigar Lounge: you're in, age affirmed 21+ at sign-up. Up to 4 msgs/mo. Reply STOP to opt out, HELP for help.",
      },
      {
        from: "business",
        step: "Offer",
        time: "9:42 AM",
        text: "Limited release Friday: 40 boxes of the Reserva. Reply HOLD to save one.",
      },
      { from: "customer", step: "Reply", time: "9:43 AM", text: "HOLD" },
    ],
    record: "Age-affirmed opt-in recorded 9:41 AM",
  },
} satisfies HeroContent;

export const problemSolution = {
  heading: "Your customers read texts. Carriers read them first.",
  problem: {
    title: "The problem",
    description:
      "Age-restricted and regulated products are the first to be filtered by carriers, and generic texting tools do not know the rules.",
    points: [
      "Campaigns blocked without warning",
      "Email newsletters that go unopened",
      "No proof of opt-in when someone complains",
    ],
  },
  solution: {
    title: "The solution",
    description: `${name} registers your number for your industry, gates sign-ups by age, and keeps a record of every opt-in.`,
    points: [
      "Numbers registered on the routes carriers accept for your category",
      "Age-affirmed opt-in: a typed date of birth before anyone joins",
      "Each state's sending hours, STOP and HELP handled automatically",
    ],
  },
  phone: {
    contactName: "Harbor Cigar Lounge",
    messages: [
      { from: "business", text: "Limited release: 40 boxes of the Reserva arrive Friday. Reply HOLD to save one." },
      { from: "customer", text: "HOLD" },
      { from: "business", text: "Saved under your name until Sunday. See you soon! Reply STOP to opt out." },
    ],
  },
} satisfies ProblemSolutionContent;

export const stats = RETAIL_STAT_BLOCK;

export const testimonials = [
  {
    category: "Cigar lounge",
    quote:
      "Our release nights used to be word of mouth. Now one text fills the lounge and the humidor is empty by Sunday.",
    name: "Marcus Bell",
    company: "Harbor Cigar Lounge",
    location: "Charleston, SC",
  },
  {
    category: "Gun range",
    quote: "Lane bookings and class reminders go out by text, and we have never had a carrier block since switching.",
    name: "Dana Ruiz",
    company: "Red Mesa Range",
    location: "Mesa, AZ",
  },
  {
    category: "Distillery",
    quote:
      "Tasting-room members get first word on barrel picks. Repeat visits are up and the compliance worry is gone.",
    name: "Owen Carter",
    company: "Copper Creek Distilling",
    location: "Asheville, NC",
  },
] satisfies Testimonial[];

export const cta = {
  title: "Ready to text like the",
  titleHighlight: "best shops in town?",
  description: "Tell us about your business and we will handle registration, numbers and your first campaign.",
  descriptionHighlight: "You focus on your customers.",
  steps: ctaSteps([
    "Send us a note or book a call. We learn your products, your audience and your rules.",
    "We register your number, build your opt-in forms and launch your first campaign with you.",
    "Text offers, events and arrivals to customers who asked to hear from you, and watch them come back.",
  ]),
  ctaText: "Contact Us",
  ctaSubtext: "No long-term contract. Cancel any time.",
  guaranteeText: GUARANTEE,
} satisfies CtaContent;
