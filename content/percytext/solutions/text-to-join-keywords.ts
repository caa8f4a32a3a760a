import type { TopicPage } from "../../types";

/** Keyword opt-in: the customer texts a word to join the list, and the consent record starts there. */
export const textToJoinKeywords = {
  slug: "text-to-join-keywords",
  name: "Text-to-join keywords",
  title: "Text-to-join keywords for your list",
  description:
    "Grow a texting list the legal way: customers text a keyword like JOIN to your number, confirm, and every opt-in is recorded with its date and wording.",
  headline: "Grow your texting list one keyword at a time",
  intro:
    "The simplest way to start a texting list is a sign by the register that says: text JOIN to this number for news and offers. PercyText answers that text, asks the customer to confirm, sends a welcome and keeps a record of exactly when and how they signed up. You can run different keywords for different lists, say FLOWERS for the weekly bunch and CLASS for workshop dates, and see how many people each sign has brought in. No forms to build, no app for the customer to download.",
  uses: {
    heading: "How small businesses use keywords",
    intro: "A keyword is a short, memorable word that turns a poster, a receipt or a social post into a sign-up.",
    points: [
      {
        title: "A sign at the counter",
        text: "Put the keyword and your number on a card by the register, on the door or on a table tent. People sign up while they wait, with the phone already in their hand.",
      },
      {
        title: "Separate lists for separate interests",
        text: "A garden center might run SEEDS for planting news and SALE for offers; a yoga studio might run TIMETABLE. Each keyword joins a different list, so people get only what they asked for.",
      },
      {
        title: "Events and pop-ups",
        text: "At a market stall or a tasting day, a keyword on the banner collects sign-ups from people who may never walk into your shop. A welcome text tells them where to find you next.",
      },
      {
        title: "Seeing what works",
        text: "Each keyword counts its sign-ups, so you can tell whether the window poster or the receipt message brought in more people this month.",
      },
    ],
  },
  rules: {
    heading: "What makes a keyword opt-in count",
    intro:
      "Carriers check keyword programs closely, because this is where consent begins. PercyText builds the required pieces into every keyword.",
    points: [
      {
        title: "Clear terms on the sign",
        text: "The sign says what people are joining, roughly how often you will text, that message and data rates may apply, and that they can reply STOP to cancel, HELP for help. We give you the wording to print.",
      },
      {
        title: "Confirm, then welcome",
        text: "After the keyword, the customer gets a confirmation request and only joins when they reply YES. The welcome text repeats your name, the frequency and the STOP and HELP instructions.",
      },
      {
        title: "Express written consent, recorded",
        text: "Marketing texts need the customer's express written consent. The keyword, the confirmation, the time and the terms shown are stored together as the record of that consent.",
      },
      {
        title: "Age where it matters",
        text: "If you sell something with a minimum age, such as wine, the keyword's answer first asks for a full date of birth, in the thread or on a short gated page it links to. Only a 21+ date goes on to the YES, such lists take US numbers only, and a younger customer is turned away politely.",
      },
      {
        title: "Quiet hours and opt-out",
        text: "List messages go out only within each state's hours, decided by the subscriber's area code, and a STOP reply ends that list's texts at once, with one confirmation and nothing after. Plain words like \"please stop texting me\" count the same.",
      },
    ],
  },
  sender: "Greenleaf Garden Center",
  samples: [
    {
      label: "Confirmation request",
      text: "Greenleaf Garden Center: Reply YES to confirm planting news and offer texts, up to 4 msgs/month. Msg & data rates may apply. Reply HELP for help, STOP to cancel.",
    },
    {
      label: "Welcome",
      text: "Greenleaf Garden Center: You're in! Expect up to 4 texts a month about new stock and offers. Reply HELP for help, STOP to cancel.",
    },
    {
      label: "List message",
      text: "Greenleaf Garden Center: Spring bulbs are in. Tulips and daffodils on the front tables from Saturday. Reply STOP to opt out.",
    },
  ],
  faq: [
    {
      topic: "Keywords",
      question: "Can I pick any word as my keyword?",
      answer:
        "Almost any short word works. STOP, HELP and a few other reserved words cannot be used, and we suggest something easy to spell on a phone keyboard.",
    },
    {
      topic: "Keywords",
      question: "Can I add customers to the list from my email list instead?",
      answer:
        "Only if they gave consent to receive texts, not just emails. It is safer to invite them by email to text your keyword, so the consent record is their own.",
    },
    {
      topic: "Keywords",
      question: "How many keywords can I have?",
      answer:
        "Enough for a small business's lists and events. If you need many campaigns at once, tell us and we will look at it with you.",
    },
  ],
  related: ["two-way-customer-texting", "review-and-feedback-requests"],
  cta: {
    heading: "Start your list this week",
    text: "Tell us what you want to text people about. We will register your number, set up your first keyword and give you the sign wording, within the 8-day setup guarantee.",
    button: "Set up my keyword",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
