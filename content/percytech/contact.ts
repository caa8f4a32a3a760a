import { HUBS } from "@/lib/hubs/registry";
import type { ContactContent, DemoContent } from "../types";

const { name } = HUBS.percytech;

export const contact = {
  intro: `Describe the systems you run and the messages you need to send, and ${name} will show you how numbers, consent records and delivery monitoring fit together for you.`,
  reasons: [
    {
      title: "Regulatory Expertise",
      body: "10DLC brand and campaign registration filed for your use case, with consent records kept as the evidence carriers and regulators ask for.",
    },
    {
      title: "Premium Support",
      body: "Engineers and compliance specialists answer within one business day, during the 8-day setup and once your integration is live.",
    },
    {
      title: "Custom Solutions",
      body: "API, webhooks and routing shaped around your point of sale, booking system or online store.",
    },
  ],
  audience: {
    heading: "Details that help us scope your setup",
    intro:
      "A technical first call goes faster when we know what we are connecting to. None of these are required to send the form; they simply save a round of questions.",
    points: [
      {
        title: "Your stack",
        text: "The point-of-sale, booking, CRM or e-commerce systems that hold customers and events today, and whether your team can receive webhooks.",
      },
      {
        title: "Your message types",
        text: "Transactional updates, reminders, marketing campaigns or all three. Each one is a separate registered campaign with its own consent.",
      },
      {
        title: "Numbers and locations",
        text: "How many numbers you need, whether any already exist, and which locations send from which.",
      },
      {
        title: "Record-keeping needs",
        text: "Any audit, retention or export requirement your legal or compliance team has for consent and message logs.",
      },
    ],
  },
} satisfies ContactContent;

export const demo = {
  intro: `Under the chat is the same stack our brands run on: the verification code you receive is a real message, sent through ${name}'s routing with opt-out handling switched on.`,
  audience: {
    heading: "What the demo shows about the platform",
    intro:
      "The demo is small, but it exercises the parts that matter most when texting is wired into your own systems.",
    points: [
      {
        title: "A verified number",
        text: "The one-time code proves the number is yours before anything else is sent, the kind of check that keeps a mistyped number off a list.",
      },
      {
        title: "Consent and opt-out",
        text: "A reply of STOP to a demo text ends our texts to that number at once, with one confirmation, as it would for your subscribers.",
      },
      {
        title: "Ask technical questions",
        text: "Ask the assistant about the API, webhook signatures, registration or data storage. It answers from our published FAQ.",
      },
      {
        title: "Answers by text",
        text: "Have an answer texted to you to see delivery from a registered number, including the business name each text opens with and the help line.",
      },
    ],
  },
} satisfies DemoContent;
