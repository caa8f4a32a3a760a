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
        "They text your keyword, for example JOIN, to your number. We confirm their age where your products require it.",
    },
    {
      topic: "Getting sign-ups",
      question: "Can I add customers who gave me their number at checkout?",
      answer:
        "For updates about their own order or booking, if they agreed to be texted about it, yes. For offers and news, they need to opt in, for example by texting your keyword.",
    },
    {
      topic: "Getting sign-ups",
      question: "What should the sign by my till say?",
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
      answer: "They reply STOP and are removed right away. You never have to manage the list yourself.",
    },
    {
      topic: "Staying on the right side of the rules",
      question: "Can I text late in the evening?",
      answer:
        "Scheduled texts go out only between 8:00 and 20:00 in each customer's local time. If you schedule one later, it waits until morning.",
    },
    ...SETUP_FAQ,
  ],
} satisfies FaqContent;
