import type { TopicPage } from "../../types";

export const tacticalGear = {
  slug: "tactical-gear",
  name: "Tactical gear",
  title: "SMS for tactical gear and duty supply shops",
  description:
    "Holster fittings, duty-gear restocks, agency orders and training events for tactical and duty supply shops, texted to an opted-in 21+ list.",
  headline: "Duty gear, orders and fittings: a texting program that passes review",
  intro:
    "Tactical and duty supply shops serve a demanding crowd: officers who need a duty belt fitted before the academy starts, security teams ordering uniforms, competitive shooters waiting on a seat in a low-light class. Much of the inventory sits right beside firearms in a carrier's eyes. Marque registers a tactical shop's program with that in mind, so fittings, restocks and order notices go out without the filtering that catches unprepared senders.",
  uses: {
    heading: "What a tactical shop texts",
    intro: "Customers of a duty supply shop buy to a deadline and to a specification. Texting helps with both.",
    points: [
      {
        title: "Agency and team orders",
        text: "A department's uniform order, a security company's boots, a search-and-rescue team's packs. Let the buyer know when the order is complete, what is back-ordered and when to collect, in one thread the whole counter can see.",
      },
      {
        title: "Holster and body-gear fittings",
        text: "Custom holsters and plate carriers need a fitting appointment. A confirmation and a next-day reminder, with what to bring, keeps the fitting bench running on schedule.",
      },
      {
        title: "Duty-gear restocks",
        text: "Boots, duty belts, medical kits and uniform pieces sell out in particular sizes. Customers who asked about one can be tagged and told the day it arrives. Weapon lights and optics stay out of texts: carriers read them as firearm accessories.",
      },
      {
        title: "Training and shop events",
        text: "A low-light class at a partner range, a medical kit workshop, a manufacturer's day at the shop. Seats are limited and the people who come are the ones who asked to hear.",
      },
    ],
  },
  rules: {
    heading: "Rules for weapons-adjacent retail",
    intro:
      "Carriers often classify magazines, ammunition and weapon accessories with firearms under restricted content, and some states regulate items such as body armor, magazines or certain knives. We build the carrier side of the program; your counsel should confirm what your state restricts.",
    points: [
      {
        title: "Express consent, on record",
        text: "Marketing texts require the customer's written agreement: an unticked box on the gated sign-up page, reached from your website or a QR code at the counter, followed by a YES from their phone. We store what they saw and when, and staff can download that proof.",
      },
      {
        title: "Inform, do not transact",
        text: "A restock note can name the item and invite the customer in. It should not take payment or ship restricted items by reply. Anything with a legal age or a state restriction is sold at the counter, with the checks that go with it.",
      },
      {
        title: "Mind the vocabulary",
        text: "Aggressive or violent wording, even as marketing flair, is a frequent reason firearms-adjacent messages get filtered. Describe the gear and its use plainly: duty, training, competition, safety.",
      },
      {
        title: "STOP and HELP without staff effort",
        text: "Any reply of STOP removes the number right away and sends one confirmation; nothing further goes to it unless the person opts back in. HELP returns your shop's name and contact line.",
      },
      {
        title: "Sending window and frequency",
        text: "Shift workers keep odd hours, but promotional texts leave only within each state's hours, decided by the recipient's area code. The sign-up promises a number of texts per month, and the schedule keeps you to it.",
      },
    ],
  },
  ageGate: {
    minimumAge: 21,
    heading: "Why a tactical list is gated at 21",
    text: "Because much of a tactical shop's catalog is sold for firearms, carriers review its program like a firearms program and expect proof that minors are kept out. Marque asks for a date of birth at sign-up and turns away anyone under 21. Only the fact and time of the 21+ affirmation are stored. Your campaign registration describes the same gate, so the reviewer finds the answer to their first question already written down.",
  },
  sender: "Sentinel Duty Supply",
  samples: [
    {
      label: "Agency order",
      text: "Sentinel Duty Supply: the Lakeview PD uniform order is complete except 3 jackets, due next week. Pick up Mon-Fri 9-5. Questions? Call 555-0151.",
    },
    {
      label: "Fitting reminder",
      text: "Sentinel Duty Supply: your duty holster fitting is tomorrow at 4:30pm. Please bring your belt and the light you carry. Reply R to reschedule.",
    },
    {
      label: "Restock",
      text: "Sentinel Duty Supply: the wide-fit duty boots you asked about are back in your size this morning. Come by the counter to try them on. Reply STOP to opt out.",
    },
  ],
  faq: [
    {
      topic: "Tactical gear",
      question: "We do not sell firearms. Why the age gate?",
      answer:
        "Carriers judge a program by its content, and magazines, ammunition and weapon accessories are grouped with firearms. The gate keeps your registration from being rejected or your messages from being filtered later.",
    },
    {
      topic: "Tactical gear",
      question: "Can agency buyers get texts at work numbers?",
      answer:
        "Yes, if the buyer opts in with that number. Consent belongs to the person using the phone, so each buyer joins for themselves.",
    },
    {
      topic: "Tactical gear",
      question: "Can we text about body armor?",
      answer:
        "Several states restrict who may buy body armor and how. Announce fittings and stock in general terms and keep the sale at the counter; check your state's rules with counsel.",
    },
  ],
  related: ["gun-ranges", "firearms-dealers", "sporting-goods-stores"],
  cta: {
    heading: "Let the counter know before the customer calls",
    text: "Tell us what your shop carries, who buys from you and how agency orders run. We register the program, set up the gated sign-up and draft your first fitting reminder.",
    button: "Talk to us about your shop",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
