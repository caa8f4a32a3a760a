import { HUBS } from "@/lib/hubs/registry";
import { SETUP_FAQ } from "../shared/common";
import type { FaqContent } from "../types";

const { name } = HUBS.percytech;

export const faq = {
  title: "Frequently asked questions",
  intro: `Technical and compliance questions about the ${name} platform: the API, registration, consent records, delivery and data.`,
  items: [
    {
      topic: "API and integration",
      question: "Do you offer an API?",
      answer: "Yes. A REST API and signed webhooks let you send messages, sync contacts and receive delivery receipts.",
    },
    {
      topic: "API and integration",
      question: "Which systems do you integrate with?",
      answer: "Common point-of-sale, booking and e-commerce systems, plus anything that can call a webhook.",
    },
    {
      topic: "API and integration",
      question: "How do we verify that a webhook came from you?",
      answer:
        "Each webhook request is signed with a secret shared with your account. Check the signature before trusting the payload, and reject anything that does not match.",
    },
    {
      topic: "API and integration",
      question: "Does the API enforce opt-outs and quiet hours?",
      answer:
        "Yes. A send request to a number that has opted out of that program is refused, and messages are held outside each state's hours, decided by area code, until the window opens: 8:00 to 20:00 by default, later starts in Texas, Connecticut and Kentucky, none on Sunday in Rhode Island, and at most three in 24 hours to Florida, Oklahoma and Maryland numbers. Your code does not have to re-implement either.",
    },
    {
      topic: "API and integration",
      question: "Can we sync contacts from our CRM?",
      answer:
        "Yes, through the API, but only contacts who consented to texts should be marked as subscribed. The consent source and date travel with each contact.",
    },
    {
      topic: "Registration and delivery",
      question: "How do you keep regulated messages from being filtered?",
      answer:
        "We register each number for its industry use case, check content before sending and watch delivery rates so a problem is caught within hours.",
    },
    {
      topic: "Registration and delivery",
      question: "What is 10DLC registration and who files it?",
      answer:
        "US carriers require businesses texting from ordinary local numbers to register their brand and each campaign's use case. Our compliance specialist files both for you during setup.",
    },
    {
      topic: "Registration and delivery",
      question: "Can we bring numbers we already own?",
      answer:
        "Often, yes. Numbers can be ported or text-enabled, then registered under your brand. We check each number's eligibility during setup.",
    },
    {
      topic: "Registration and delivery",
      question: "What do delivery receipts tell us?",
      answer:
        "Whether each message was accepted and delivered by the carrier, or why it failed. Receipts arrive by webhook and are kept in your message log.",
    },
    {
      topic: "Consent records and data",
      question: "Where is my data stored?",
      answer: "In encrypted databases in the United States. Opt-in records are kept for as long as the law requires.",
    },
    {
      topic: "Consent records and data",
      question: "What does a consent record contain?",
      answer:
        "The number, the time of opt-in, where it came from (keyword, form or QR code), the wording the person agreed to, and any later opt-out with its time.",
    },
    {
      topic: "Consent records and data",
      question: "Do you sell or share subscriber data?",
      answer:
        "No. Subscriber numbers and consent records belong to your business. We process them to deliver your messages and never sell them.",
    },
    ...SETUP_FAQ,
  ],
} satisfies FaqContent;
