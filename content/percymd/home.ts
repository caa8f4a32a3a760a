import { HUBS } from "@/lib/hubs/registry";
import { GUARANTEE, HEALTH_BUSINESS_TYPES, HEALTH_STAT_BLOCK, ctaSteps } from "../shared/common";
import type { CtaContent, HeroContent, ProblemSolutionContent, Testimonial } from "../types";

const { name } = HUBS.percymd;

/** PercyMD: the health hub, HIPAA-themed copy. */
export const hero = {
  fixedText: "HIPAA-compliant texting for",
  tagline: { line1: "Fewer no-shows. Happier patients.", line2: "Privacy protected in every message." },
  description: `${name} gives practices two-way texting for reminders, recalls and follow-ups that keeps health details out of the text, with a signed BAA and audit logs from day one.`,
  ctaText: "See Demo",
  businessTypes: HEALTH_BUSINESS_TYPES,
  conversation: {
    contactName: "Lakeside Family Dental",
    summary:
      "A patient who gave their mobile number at the front desk confirms with YES, gets a confirmation with opt-out instructions, is offered an opening and replies C.",
    messages: [
      { from: "customer", step: "Opt-in", time: "9:41 AM", text: "YES" },
      {
        from: "business",
        step: "Confirmation",
        time: "9:41 AM",
        text: "Lakeside Family Dental: you'll get appointment reminders here. Reply STOP to opt out.",
      },
      {
        from: "business",
        step: "Offer",
        time: "9:42 AM",
        text: "A cleaning opened Tue at 10:30 AM. Reply C to confirm it or R to reschedule.",
      },
      { from: "customer", step: "Reply", time: "9:43 AM", text: "C" },
    ],
    record: "Consent on file, no health details sent",
  },
} satisfies HeroContent;

export const problemSolution = {
  heading: "Patients answer texts. Phones ring out.",
  problem: {
    title: "The problem",
    description:
      "Front desks lose hours to reminder calls and voicemail, and ordinary texting apps are not built to protect patient information.",
    points: [
      "Missed appointments and empty schedule slots",
      "Phone tag with patients who work all day",
      "Consumer apps with no BAA or audit trail",
    ],
  },
  solution: {
    title: "The solution",
    description: `${name} sends reminders patients can confirm with one reply, keeps health details out of the text itself and logs every message.`,
    points: [
      "Confirm, cancel or reschedule by text",
      "Access-controlled inbox, every opening logged",
      "Business Associate Agreement on every plan",
    ],
  },
  phone: {
    contactName: "Lakeside Family Dental",
    messages: [
      {
        from: "business",
        text: "Reminder: you have an appointment tomorrow at 10:30 AM. Reply C to confirm or R to reschedule.",
      },
      { from: "customer", text: "C" },
      { from: "business", text: "Thanks, you're confirmed. Reply STOP to opt out." },
    ],
  },
} satisfies ProblemSolutionContent;

export const stats = HEALTH_STAT_BLOCK;

export const testimonials = [
  {
    category: "Dental office",
    quote:
      "Confirmations come back overnight, so the morning huddle starts with a full schedule instead of a call list.",
    name: "Dr. Karen Okafor",
    company: "Lakeside Family Dental",
    location: "Madison, WI",
  },
  {
    category: "Urgent care",
    quote: "Patients wait in their cars and we text them when a room opens. The lobby is calmer and reviews went up.",
    name: "Michael Chen",
    company: "CityPoint Urgent Care",
    location: "Sacramento, CA",
  },
  {
    category: "Veterinary clinic",
    quote: "Vaccine recalls by text bring pets back on time. The BAA and audit log made our compliance review easy.",
    name: "Dr. Aisha Rahman",
    company: "Riverbend Animal Hospital",
    location: "Columbus, OH",
  },
] satisfies Testimonial[];

export const cta = {
  title: "Give your front desk",
  titleHighlight: "hours back every week.",
  description:
    "Tell us about your practice and your scheduling system. We handle the BAA, the numbers and the templates.",
  descriptionHighlight: "Patient privacy stays protected.",
  steps: ctaSteps([
    "Contact us with your practice type, locations and scheduling system.",
    "We sign the BAA, connect your calendar and build reminder templates with you.",
    "Cut no-shows, fill cancellations and keep patients coming back.",
  ]),
  ctaText: "Contact Us",
  ctaSubtext: "BAA included. No long-term contract.",
  guaranteeText: GUARANTEE,
} satisfies CtaContent;
