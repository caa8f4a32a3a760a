import { HUBS } from "@/lib/hubs/registry";
import { SETUP_FAQ } from "../shared/common";
import type { FaqContent } from "../types";

const { name } = HUBS.marque;

export const faq = {
  title: "Frequently asked questions",
  intro: `What retailers ask before they start texting with ${name}: age gates, what carriers allow, running events and releases, and setup.`,
  items: [
    {
      topic: "Compliance and consent",
      question: "Can I text about tobacco, alcohol or firearms?",
      answer:
        "Yes. We register your number under the right use case and age-gate every sign-up so messages about regulated products reach opted-in adults only.",
    },
    {
      topic: "Compliance and consent",
      question: "How do customers opt in?",
      answer:
        "By texting a keyword, scanning a QR code at the counter or filling in a web form. Each opt-in is time-stamped and kept as proof of consent.",
    },
    {
      topic: "Compliance and consent",
      question: "What happens when someone replies STOP?",
      answer:
        "They are unsubscribed immediately and receive one confirmation. HELP replies return your support details.",
    },
    {
      topic: "Compliance and consent",
      question: "Why can't a keyword alone sign someone up for a 21+ list?",
      answer:
        "A keyword text carries no date of birth. For age-restricted products the keyword replies with a link to a short gated page that asks for a date of birth, and only adults of 21 or older are added.",
    },
    {
      topic: "Compliance and consent",
      question: "Can I buy or import a list of customers' numbers?",
      answer:
        "No. Every subscriber must have agreed to your texts themselves. Purchased lists carry no consent, and carriers block programs that use them.",
    },
    {
      topic: "Age gates and carriers",
      question: "Will carriers approve a cigar lounge or a gun range?",
      answer:
        "Carriers do review these programs more closely, and approval is their decision. We file the registration with the age gate, sample messages and opt-in wording they expect, and answer their questions during review.",
    },
    {
      topic: "Age gates and carriers",
      question: "What words get a regulated campaign filtered?",
      answer:
        "Offers that push heavy discounts or bulk quantities of alcohol and tobacco, shortened links from public shorteners, and anything that reads as a sale to minors. We check each campaign before it goes out and suggest wording that says the same thing safely.",
    },
    {
      topic: "Age gates and carriers",
      question: "Can I text about new firearm or ammunition stock?",
      answer:
        "Announcing that stock arrived and inviting subscribers in is common. Firearms transfers still happen in store under federal and state law; a text never completes a sale.",
    },
    {
      topic: "Events and releases",
      question: "How far ahead should I announce a limited release?",
      answer:
        "A few days ahead for the announcement and a reminder on the morning of the release works for most shops. Quiet hours mean nothing goes out before 8:00 or after 20:00 in the subscriber's local time.",
    },
    {
      topic: "Events and releases",
      question: "Can members reply to reserve a spot at a tasting or league night?",
      answer:
        "Yes. Replies land in your shared inbox on the Growth and Premium plans, so staff can confirm spots and keep a list, and the same thread carries the reminder on the day.",
    },
    {
      topic: "Events and releases",
      question: "Can I send different news to different customers?",
      answer:
        "Yes. Growth and Premium segment by interests and purchase history, so a whisky release reaches whisky buyers and a range league notice reaches league members.",
    },
    ...SETUP_FAQ,
    {
      topic: "Day to day",
      question: "Do I keep my existing number?",
      answer: "Often, yes. We can text-enable your current landline or give you a new local number.",
    },
  ],
} satisfies FaqContent;
