import { HUBS } from "@/lib/hubs/registry";
import type { ContactContent, DemoContent } from "../types";

const { name } = HUBS.percytext;

export const contact = {
  intro: `Tell us a little about your business and ${name} will show you how a textable number, a simple inbox and a few reminders can give you back time every week.`,
  reasons: [
    {
      title: "Regulatory Expertise",
      body: "Opt-in, STOP, HELP and quiet hours are handled for you, and we register your number so your texts get delivered.",
    },
    {
      title: "Premium Support",
      body: "Friendly people answer within one business day, help you set up in 8 days and write your first message with you.",
    },
    {
      title: "Custom Solutions",
      body: "Reminders, order updates and keywords set up around your counter, your calendar and your regulars.",
    },
  ],
  audience: {
    heading: "Not sure what to write?",
    intro: "A sentence or two is plenty. Here is what helps us most:",
    points: [
      {
        title: "What you do",
        text: "Haircuts, flowers, bike repairs, cakes. One line about your business and where it is.",
      },
      {
        title: "What you'd text about",
        text: "Reminders, 'your order is ready', answering questions, news for regulars, asking for feedback. Pick any that sound useful.",
      },
      {
        title: "Who would answer",
        text: "Just you, or a few of you. That tells us whether Basic, Plus or Pro makes sense.",
      },
      {
        title: "Your current number",
        text: "Whether you want customers to text the number already on your sign, or are happy with a new local one.",
      },
    ],
  },
} satisfies ContactContent;

export const demo = {
  intro: `No sales call needed: the demo is the quickest way to see how ${name} feels from your customer's side of the phone.`,
  audience: {
    heading: "Things to try",
    intro: "The demo takes about two minutes. While you are in it, try a few of these.",
    points: [
      {
        title: "Ask what it costs",
        text: "Ask about Basic, Plus and Pro, and what the one-time onboarding fee covers.",
      },
      {
        title: "Ask how customers sign up",
        text: "Ask how a keyword like JOIN works and what your sign by the register should say.",
      },
      {
        title: "Ask something your customers would",
        text: "Ask in your own words, the way a customer would ask you at the counter, and see how a quick answer by text feels.",
      },
      {
        title: "Get it on your phone",
        text: "Have an answer texted to you. That is exactly how your messages will look to your customers, opt-out line included.",
      },
    ],
  },
} satisfies DemoContent;
