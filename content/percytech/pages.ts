import { HUBS } from "@/lib/hubs/registry";
import { GUARANTEE, ONBOARDING_TEXT, setupTimeline, teamRoles } from "../shared/common";
import { PLATFORM_PLANS } from "../shared/plans";
import type { AboutContent, PricingContent } from "../types";

const { name } = HUBS.percytech;

export const about = {
  title: `About ${name}`,
  intro: `${name} is the technology company behind a family of compliant texting brands, building the messaging platform they all run on.`,
  audience: {
    heading: "Who runs on our platform",
    intro:
      "Behind every brand we operate is one system for numbers, consent and delivery. The businesses that come to us directly tend to care about the parts underneath as much as the messages on top.",
    points: [
      {
        title: "Operators with their own systems",
        text: "Retailers and service businesses whose point of sale, booking tool or online store should trigger texts by itself, through our API and webhooks rather than a person at a keyboard.",
      },
      {
        title: "Teams that answer to auditors",
        text: "Companies that must show, on request, when and how each subscriber agreed to texts and when they left. Consent records are stored apart from message content and kept as long as the law requires.",
      },
      {
        title: "Multi-location businesses",
        text: "Groups running several numbers and registrations who want delivery monitored per number, so a filtering problem at one site is caught within hours instead of at the end of the month.",
      },
      {
        title: "Regulated senders",
        text: "Anyone whose messages carriers read closely. The registration and content checks our retail and health brands rely on are the same ones available to you.",
      },
    ],
  },
  story: [
    "We build the routing, consent and delivery systems that make business texting dependable for industries carriers watch most closely.",
    "Our platform powers retail, hospitality and healthcare brands, each with its own team and voice, on one audited foundation.",
    "Businesses that want to wire texting into their own systems can use that foundation directly: the same registration work, consent store and delivery monitoring, reached through an API instead of a brand's inbox.",
  ],
  values: [
    { title: "Reliability", description: "Redundant carrier routes and delivery monitoring on every message." },
    {
      title: "Privacy by design",
      description: "Consent and personal data are stored separately, encrypted and never sold.",
    },
    {
      title: "Open integration",
      description: "A documented API and webhooks, so texting fits the tools you already use.",
    },
  ],
  team: teamRoles(false),
  timeline: setupTimeline(false),
} satisfies AboutContent;

export const pricing = {
  title: "Platform pricing",
  intro:
    "Every plan runs on the same infrastructure: carrier registration, consent records and delivery monitoring included.",
  audience: {
    heading: "What every plan runs on",
    intro:
      "The plans below differ in volume, seats and locations. Underneath, they share one stack: the same routing, the same consent store and the same monitoring, whether you send a thousand messages a month or fifteen thousand.",
    points: [
      {
        title: "Numbers and registration",
        text: "Each plan includes the local numbers listed and their 10DLC brand and campaign registration, filed by our compliance specialist for your use case. Extra locations on Premium each get their own registered number.",
      },
      {
        title: "Consent records",
        text: "Every opt-in keeps its source, timestamp and the wording the subscriber saw, and every opt-out ends the texts of the program it was sent to, on every send path. Records can be exported if a regulator or a carrier asks.",
      },
      {
        title: "Delivery monitoring",
        text: "Delivery receipts are tracked per number and per campaign, and we watch delivery rates so carrier filtering is caught within hours rather than noticed weeks later.",
      },
      {
        title: "Integration",
        text: "The REST API and signed webhooks let your own systems send messages, sync contacts and receive receipts, so texting follows your point of sale or booking tool instead of a spreadsheet.",
      },
      {
        title: "Sizing by volume",
        text: "Work out messages per month from your own data: orders, bookings or events multiplied by the texts each one triggers, plus replies. Your API traffic counts the same as messages sent from the inbox.",
      },
      {
        title: "More than one location",
        text: "Premium covers up to five locations, each with its own number and registration, reporting into one account whose ledger holds every location's consent and opt-outs side by side.",
      },
    ],
  },
  plans: PLATFORM_PLANS,
  onboardingText: ONBOARDING_TEXT,
  guaranteeText: GUARANTEE,
} satisfies PricingContent;
