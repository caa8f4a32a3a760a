import { HUBS } from "@/lib/hubs/registry";
import { VERTICALS } from "@/lib/compliance/verticals";
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
      answer: `Yes, on the routes carriers accept, behind a 21+ date-of-birth gate and to US numbers only. ${VERTICALS.tobacco.routeNote} ${VERTICALS.alcohol.routeNote} ${VERTICALS.firearms.routeNote} ${VERTICALS.vape.routeNote} Nor does any carrier take CBD or cannabis texts.`,
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
        'That program\'s texts end at once, with one confirmation and nothing after. Plain words work the same way: "please stop texting me", "take me off your list", or the Spanish ALTO or BASTA. Your other programs keep their own subscribers, and a HELP reply returns your support details.',
    },
    {
      topic: "Compliance and consent",
      question: "Why can't a keyword alone sign someone up for a 21+ list?",
      answer:
        "A keyword text carries no date of birth, and a YES alone proves no age. For a 21+ program the keyword's answer asks for a full date of birth, typed in the thread or on the short gated page it links to. Only a date showing 21 or older lets the sign-up go on to its YES; a younger one is declined politely, and we keep the age affirmation, never the date itself.",
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
        "No. Carriers refuse texts that promote firearm sales, even behind an age gate, and they read ammunition offers the same way. A firearms program texts about transfers, service, classes, range time and events; customers see the stock in the store, where transfers happen under federal and state law.",
    },
    {
      topic: "Events and releases",
      question: "How far ahead should I announce a limited release?",
      answer:
        "A few days ahead for the announcement and a reminder on the morning of the release works for most shops. Texts go out only within each state's hours, decided by area code: never before 8:00 or after 20:00, later in Texas, Connecticut and Kentucky, and not at all on Sunday in Rhode Island.",
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
