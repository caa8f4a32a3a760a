import { HUBS } from "@/lib/hubs/registry";
import { SETUP_FAQ } from "../shared/common";
import type { FaqContent } from "../types";

const { name } = HUBS.percytext;

export const faq = {
  title: "Frequently asked questions",
  intro: `Quick answers about texting with ${name}: getting started, getting sign-ups, what to send and staying on the right side of the rules.`,
  items: [
    {
      topic: "Getting started",
      question: "Do I need to install anything?",
      answer: "No. Use the web inbox on any computer, or the app on your phone.",
    },
    {
      topic: "Getting started",
      question: "Will customers see my personal number?",
      answer:
        "No. You text from your business number through the app, so your own mobile number stays private and customers always reach the business.",
    },
    {
      topic: "Getting started",
      question: "Is it hard to learn?",
      answer:
        "If you can send a text, you can use it. Your onboarding lead sets up your number and first message with you, and the inbox looks like the messages app you already use.",
    },
    {
      topic: "Getting sign-ups",
      question: "How do customers sign up?",
      answer:
        "They text your keyword, for example JOIN, to your number and confirm by replying YES to the request that comes back. Where your products have a minimum age, that answer first asks for a full date of birth, and only a 21+ date can go on to the YES.",
    },
    {
      topic: "Getting sign-ups",
      question: "Can I add customers who gave me their number at checkout?",
      answer:
        "For updates about their own order or booking, if they agreed to be texted about it, yes. For offers and news, they need to opt in, for example by texting your keyword.",
    },
    {
      topic: "Getting sign-ups",
      question: "What should the sign by my register say?",
      answer:
        "Your keyword and number, what people will receive and how often, that message and data rates may apply, and that they can reply STOP to cancel. We give you wording to print.",
    },
    {
      topic: "What to send",
      question: "How often should I text my list?",
      answer:
        "As often as you have something worth saying and no more often than your sign-up promised. For most small shops that is a few times a month.",
    },
    {
      topic: "What to send",
      question: "Can I send photos?",
      answer:
        "Yes, a photo of the new stock or today's special often says more than words. Keep the text short and include your business name.",
    },
    {
      topic: "What to send",
      question: "Can I ask customers for reviews?",
      answer:
        "Yes, as long as you ask everyone and offer nothing in return for a review. Discounts for reviews break review-site rules.",
    },
    {
      topic: "Staying on the right side of the rules",
      question: "What if a customer wants to stop?",
      answer:
        'A reply of STOP, or plain words like "please stop texting me", ends your texts to them right away, with one confirmation. Any other reply lands in your inbox with its time, and you can mark one that reads like an opt-out as one.',
    },
    {
      topic: "Staying on the right side of the rules",
      question: "Can I text late in the evening?",
      answer:
        "Texts go out only within each state's hours, decided by the customer's area code: never before 8:00 or after 20:00, and later or not at all in a few stricter states. If you schedule one outside them, it waits until the window opens.",
    },
    ...SETUP_FAQ,
  ],
} satisfies FaqContent;
