import { HUBS } from "@/lib/hubs/registry";
import { GUARANTEE, RETAIL_BUSINESS_TYPES, RETAIL_STAT_BLOCK, ctaSteps } from "../shared/common";
import type { CtaContent, HeroContent, ProblemSolutionContent, Testimonial } from "../types";

const { name } = HUBS.percytext;

/** PercyText: simple texting, plain words. */
export const hero = {
  fixedText: "Simple texting for",
  tagline: { line1: "Type it. Send it. Done.", line2: "The rules are handled for you." },
  description: `${name} lets a busy shop text its regulars in minutes, without learning a marketing tool or worrying about the fine print.`,
  ctaText: "See Demo",
  businessTypes: RETAIL_BUSINESS_TYPES,
  conversation: {
    contactName: "Tap & Barrel Wine Bar",
    summary:
      "A customer texts WINE to join Tap & Barrel Wine Bar, gets a confirmation with opt-out instructions, receives an offer and replies YES for 2 please.",
    messages: [
      { from: "customer", step: "Opt-in", time: "9:41 AM", text: "WINE" },
      {
        from: "business",
        step: "Confirmation",
        time: "9:41 AM",
        text: "Tap & Barrel: you're on the list for tastings. Reply STOP to opt out.",
      },
      {
        from: "business",
        step: "Offer",
        time: "9:42 AM",
        text: "Thursday tasting: three Oregon pinots, 6 to 8 pm. Want a seat? Reply YES.",
      },
      { from: "customer", step: "Reply", time: "9:43 AM", text: "YES for 2 please" },
    ],
    record: "Opt-in recorded 9:41 AM",
  },
} satisfies HeroContent;

export const problemSolution = {
  heading: "Texting should be as easy as talking to a regular.",
  problem: {
    title: "The problem",
    description: "Most texting tools are built for marketing departments, not for the person behind the counter.",
    points: [
      "Too many settings before you can send anything",
      "Confusing rules about who you may text",
      "Replies lost in a dashboard nobody checks",
    ],
  },
  solution: {
    title: "The solution",
    description: `${name} is one inbox and one send button. Opt-ins, STOP replies and quiet hours take care of themselves.`,
    points: [
      "Send a text from your phone or computer",
      "Customers join by texting one word",
      "Every reply lands in one shared inbox",
    ],
  },
  phone: {
    contactName: "Tap & Barrel Wine Bar",
    messages: [
      { from: "business", text: "Thursday tasting: three Oregon pinots, 6 to 8 pm. Want a seat? Reply YES." },
      { from: "customer", text: "YES for 2 please" },
      { from: "business", text: "Done, two seats saved. Reply STOP to opt out." },
    ],
  },
} satisfies ProblemSolutionContent;

export const stats = RETAIL_STAT_BLOCK;

export const testimonials = [
  {
    category: "Wine bar",
    quote: "I send one text on Monday and Thursday's tasting is full. That is the whole marketing plan now.",
    name: "Elena Brooks",
    company: "Tap & Barrel Wine Bar",
    location: "Portland, OR",
  },
  {
    category: "Tobacco shop",
    quote: "Set up in an afternoon. My staff figured it out without a single training call.",
    name: "Sam Patel",
    company: "Main Street Tobacco",
    location: "Lexington, KY",
  },
  {
    category: "Hunting outfitter",
    quote: "Season openers, license reminders, new stock. Customers text back like they would a friend.",
    name: "Jake Lindqvist",
    company: "North Fork Outfitters",
    location: "Bozeman, MT",
  },
] satisfies Testimonial[];

export const cta = {
  title: "Start texting your customers",
  titleHighlight: "this week.",
  description: "Tell us a little about your shop and we will set everything up for you.",
  descriptionHighlight: "No training needed.",
  steps: ctaSteps([
    "Send us a message with your shop's name and what you sell.",
    "We set up your number, your sign-up keyword and your first text.",
    "Text your regulars whenever you have news, and read their replies in one place.",
  ]),
  ctaText: "Contact Us",
  ctaSubtext: "Month to month. Cancel any time.",
  guaranteeText: GUARANTEE,
} satisfies CtaContent;
