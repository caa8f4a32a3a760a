import { HUBS } from "@/lib/hubs/registry";
import { GUARANTEE, EVERYDAY_BUSINESS_TYPES, RETAIL_STAT_BLOCK, ctaSteps } from "../shared/common";
import type { CtaContent, HeroContent, ProblemSolutionContent, Testimonial } from "../types";

const { name } = HUBS.percytext;

/** PercyText: simple texting, plain words. */
export const hero = {
  fixedText: "Simple texting for",
  tagline: { line1: "Type it. Send it. Done.", line2: "The rules are handled for you." },
  description: `${name} lets a busy shop text its regulars in minutes, without learning a marketing tool or worrying about the fine print.`,
  ctaText: "See Demo",
  businessTypes: EVERYDAY_BUSINESS_TYPES,
  conversation: {
    contactName: "Rise & Shine Bakery",
    summary:
      "A customer who texted BREAD to Rise & Shine Bakery confirms with YES, gets a confirmation with opt-out instructions, hears about Saturday's cinnamon rolls and replies 2 please.",
    messages: [
      { from: "customer", step: "Opt-in", time: "9:41 AM", text: "YES" },
      {
        from: "business",
        step: "Confirmation",
        time: "9:41 AM",
        text: "Rise & Shine Bakery: you're on the list for fresh-bake news, up to 4 msgs/mo. Reply STOP to opt out.",
      },
      {
        from: "business",
        step: "Offer",
        time: "9:42 AM",
        text: "Cinnamon rolls out of the oven Sat at 8 AM. Want some held? Reply with how many.",
      },
      { from: "customer", step: "Reply", time: "9:43 AM", text: "2 please" },
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
      "Every reply lands in one inbox, shared by your team on Plus and Pro",
    ],
  },
  phone: {
    contactName: "Rise & Shine Bakery",
    messages: [
      { from: "business", text: "Cinnamon rolls out of the oven Sat at 8 AM. Want some held? Reply with how many." },
      { from: "customer", text: "2 please" },
      { from: "business", text: "Done, two saved under your name. Reply STOP to opt out." },
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
