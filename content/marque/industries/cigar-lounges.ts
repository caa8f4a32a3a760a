import { VERTICALS } from "@/lib/compliance/verticals";
import type { TopicPage } from "../../types";

export const cigarLounges = {
  slug: "cigar-lounges",
  name: "Cigar lounges",
  title: "Text message marketing for cigar lounges",
  description:
    "Age-gated texting for cigar lounges: limited releases, box holds, herf nights and locker renewals, sent only to adults who asked for them.",
  headline: "Texting for cigar lounges, from release night to locker renewal",
  intro:
    "A lounge lives on regulars who want to know before anyone else that the allocated boxes came in or that a blender is stopping by on Thursday. Email gets buried and social posts reach strangers. A short text reaches the member who asked for it, and Marque keeps that list to adults who typed a 21+ date of birth, on the one kind of number carriers accept tobacco on, so your messages are not the ones a carrier quietly drops.",
  uses: {
    heading: "What a cigar lounge sends",
    intro:
      "Most lounges settle into a handful of message types that members actually thank them for. Each one below is written so the offer stays at the counter and the text only points people there.",
    points: [
      {
        title: "Allocated and limited releases",
        text: "When a shipment of a hard-to-get line lands, the humidor can empty in a weekend. One text to members lets them ask you to set a box aside under their name, and the purchase itself happens in person when they show ID at the register.",
      },
      {
        title: "Herf nights and blender visits",
        text: "Seats on the patio, a rep from the factory, a pairing with a local bourbon: evening events fill when the invitation lands on a phone a few days ahead. A reply of IN gives you a headcount so you can plan chairs, ashtrays and staff.",
      },
      {
        title: "Locker and membership renewals",
        text: "Humidor lockers renew on a calendar, and a friendly note two weeks out saves an awkward conversation at the bar. Renewal notices go to the member's own number, and the staff inbox keeps the back and forth in one thread.",
      },
      {
        title: "Lounge notices",
        text: "A private buyout on Saturday, a ventilation repair, holiday hours: members would rather learn it by text than drive over to a closed door. These are informational notes, so they stay short and carry no promotion.",
      },
    ],
  },
  rules: {
    heading: "The rules a tobacco lounge texts under",
    intro:
      "Tobacco sits in the category carriers call SHAFT (sex, hate, alcohol, firearms, tobacco), and programs in it get a closer look than a bakery's. Here is what Marque sets up so a lounge's program holds up to that review. Your counsel should confirm what your state and city add.",
    points: [
      {
        title: "Express written consent, kept as proof",
        text: "Promotional texts need the member's express written consent. A member joins through the counter QR code or the link on your website, both opening the same gated sign-up page, then confirms with YES from their own phone. The disclosure they saw, the time and the age affirmation are written to an append-only ledger you can download if anyone disputes it.",
      },
      {
        title: "No selling cigars by text",
        text: "Carriers expect tobacco programs to inform, not to take orders. A text can say a release arrived and offer to hold a box; payment, ID check and hand-over stay in the lounge. We do not add checkout links for tobacco products to your messages.",
      },
      {
        title: "No health or smoothness claims",
        text: "Words that hint a product is milder, safer or better for you draw regulator and carrier attention alike. Describe the wrapper, the country and the size instead, and leave wellness out of it.",
      },
      {
        title: "STOP, HELP and how often",
        text: 'The confirmation tells members roughly how many texts to expect each month. STOP, its usual synonyms or a plain "please stop texting me" end the lounge\'s texts at once, with one confirmation and nothing after; HELP answers with your lounge name and a way to reach you.',
      },
      {
        title: "Quiet hours",
        text: "Your patio may be lively at ten at night, but marketing texts only leave within each state's hours, decided by the member's area code: 8:00 to 20:00 by default, later starts in Texas and Connecticut, and never on a Sunday in Rhode Island. A message scheduled outside them waits in the outbox until the window opens.",
      },
    ],
  },
  ageGate: {
    minimumAge: 21,
    heading: "A 21+ gate before anyone joins",
    text: `Federal law sets 21 as the minimum age for tobacco, and carriers want to see that a tobacco program asks for age before the first message. The lounge's Marque sign-up page opens with a date of birth and shows no offer before it; anyone under 21 is turned away with a polite note, and for those who pass we keep only the fact that they affirmed 21+ and when, never the birth date itself. ${VERTICALS.tobacco.routeNote} The same gate and the lounge's sample messages go into your 10DLC campaign registration, so the carrier reviewer sees exactly the program your members see.`,
  },
  sender: "Ember Row Cigar Lounge",
  samples: [
    {
      label: "Release alert",
      text: "Ember Row Cigar Lounge: 30 boxes of the Maduro Reserve arrive Friday. Reply HOLD and we'll set one aside under your name until Sunday. ID at pickup. Reply STOP to opt out.",
    },
    {
      label: "Event invitation",
      text: "Ember Row Cigar Lounge: blender night with the Casa Lida team, Thu 7pm on the patio. Reply IN to save a seat. Reply STOP to opt out.",
    },
    {
      label: "Locker renewal",
      text: "Ember Row Cigar Lounge: your humidor locker #14 renews on May 1. Reply RENEW and we'll have the paperwork ready at the bar, or call 555-0142 with questions.",
    },
  ],
  faq: [
    {
      topic: "Cigar lounges",
      question: "Can I tell members the price of a new release?",
      answer:
        "Naming what arrived and that boxes can be held is the safe pattern. Price lists and buy-now links read as selling tobacco by text, which carriers tend to reject for this category. Keep the sale in the lounge.",
    },
    {
      topic: "Cigar lounges",
      question: "Our members already gave us their numbers at the bar. Can we import them?",
      answer:
        "A number on a sign-in sheet is not written consent to marketing texts, and it carries no age check. We invite those members to join through the gated sign-up page instead, so every subscriber has a record behind them.",
    },
    {
      topic: "Cigar lounges",
      question: "Can we text about the bar and the food as well?",
      answer:
        "Yes, as long as it goes to the same gated list. Members who joined for releases usually welcome a pairing menu or a whisky tasting, within the frequency you promised when they joined.",
    },
    {
      topic: "Cigar lounges",
      question: "What if a carrier still filters a message?",
      answer:
        "Delivery receipts show it within hours, and our team looks at the wording with you. Often a single phrase is the trigger, and rewording fixes it without changing the offer.",
    },
  ],
  related: ["tobacco-shops", "distilleries", "wine-bars"],
  cta: {
    heading: "Fill your next release night",
    text: "Tell us about your lounge, your members and the events you run. We register a 10DLC number for tobacco, the only kind carriers take it on, build the gated sign-up and write the first announcement with you.",
    button: "Talk to us about your lounge",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
