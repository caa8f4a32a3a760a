import { VERTICALS } from "@/lib/compliance/verticals";
import type { TopicPage } from "../../types";

export const wineBars = {
  slug: "wine-bars",
  name: "Wine bars",
  title: "Text messaging for wine bars",
  description:
    "Wine bars text guests about tastings, new flights, winemaker dinners and bottle allocations, to a 21+ list built on consent and sent within quiet hours.",
  headline: "Seats at the tasting table, filled by a text",
  intro:
    "A wine bar's calendar is full of small things with limited seats: a Tuesday flight of Loire whites, a winemaker in from Oregon, twenty bottles of a producer who only ships a few cases to your state. The guests who love those nights are the ones who gave you their number. Marque turns that list into a program carriers accept for alcohol, gated at 21 and kept tidy.",
  uses: {
    heading: "Reasons a wine bar reaches for the phone",
    intro:
      "Guests do not want a weekly blast. They want to hear when something worth a visit is on the list, and to answer with a word.",
    points: [
      {
        title: "Tastings and flights",
        text: "A new flight on the board or a guided tasting with twelve seats. A reply of a number tells you how many are coming, and the staff inbox turns those replies into a guest list for the host stand.",
      },
      {
        title: "Allocated bottles",
        text: "When a distributor grants you a few cases of something scarce, the first people to hear should be the regulars who asked. Offer to hold a bottle for them to enjoy at the bar or collect in person, according to what your license allows.",
      },
      {
        title: "Winemaker dinners and classes",
        text: "A prix fixe pairing dinner or a blind-tasting class sells out faster through a personal note than a poster in the window. A reminder the day before cuts empty chairs.",
      },
      {
        title: "Wine club pickups",
        text: "If you run a club, members need to know their quarterly bottles are in and until when they will be held. That note is a service message and reads like one.",
      },
    ],
  },
  rules: {
    heading: "What an alcohol program has to get right",
    intro:
      "Alcohol is restricted content for carriers, and state liquor authorities have their own views on how drinks are advertised. Marque builds the program to carrier expectations; state specifics are a question for your counsel or your state association.",
    points: [
      {
        title: "Written consent from each guest",
        text: "A guest joins through a table-tent QR code or your site's link, both opening the gated sign-up form. The form states the program, the kind and number of texts, that rates may apply, and how to stop, and a YES from their phone confirms it. That whole exchange is logged as proof.",
      },
      {
        title: "Responsible wording",
        text: "Drink specials that push quantity, such as bottomless pours or drinking games, are exactly what carriers and regulators object to. Talk about the grape, the producer and the evening instead. Some states also limit how happy-hour prices may be advertised.",
      },
      {
        title: "No bottle sales through the text",
        text: "Shipping and remote sales of wine depend on your license and the buyer's state. The message can invite a guest to ask for a hold; the sale and the ID check happen in person unless your license clearly covers otherwise.",
      },
      {
        title: "Opt-out and help, every time",
        text: "A reply of STOP at any point, or plain words like \"no more texts\", ends the bar's texts immediately, with one final confirmation. HELP returns the bar's name and contact. Recurring promotions carry the opt-out line.",
      },
      {
        title: "Each state's hours and frequency",
        text: "Promotional messages go out only within each state's hours, decided by the guest's area code, 8:00 to 20:00 at the widest, even when the bar is busiest after that. The sign-up tells guests how many texts a month to expect, and you stay within it.",
      },
    ],
  },
  ageGate: {
    minimumAge: 21,
    heading: "The 21+ gate for a wine list",
    text: `The legal drinking age is 21 in every state, and a carrier reviewing an alcohol campaign looks first for an age question in the opt-in. Marque's sign-up page opens with a date of birth, shows nothing of your offers before it, and stops anyone younger than 21 from joining. We store only that the guest affirmed 21 or older and the time they did it. Table tents point to that page with a QR code, so every guest meets the question first. ${VERTICALS.alcohol.routeNote}`,
  },
  sender: "Cellar Nine Wine Bar",
  samples: [
    {
      label: "Tasting invitation",
      text: "Cellar Nine Wine Bar: Thursday 6pm, a guided flight of four Loire whites with our sommelier. 12 seats. Reply with how many and we'll hold them. Reply STOP to opt out.",
    },
    {
      label: "Allocation notice",
      text: "Cellar Nine Wine Bar: our small allocation of the 2022 Ridgeback Syrah is in. Reply HOLD to keep a bottle for you at the bar this week. Reply STOP to opt out.",
    },
    {
      label: "Club pickup",
      text: "Cellar Nine Wine Bar: your spring club bottles are ready. We'll hold them until Apr 30; just bring your ID when you stop by.",
    },
  ],
  faq: [
    {
      topic: "Wine bars",
      question: "Can we text our happy-hour prices?",
      answer:
        "Carriers generally accept a plain mention of an event with a price, but several states restrict advertising drink discounts. Check your state's rules with counsel, and keep the focus on the wine rather than the quantity.",
    },
    {
      topic: "Wine bars",
      question: "Can guests reserve seats by replying?",
      answer:
        "Yes. Replies land in a shared inbox, and staff can confirm each one in the same thread. Many bars simply keep the replies as the guest list for the night.",
    },
    {
      topic: "Wine bars",
      question: "What about guests who are 21 but visiting from another country?",
      answer:
        "A 21+ program texts US mobile numbers only. Alcohol texts to Canadian numbers need a carrier exemption, so a guest signing up with a Canadian number is told why it cannot join. A visitor with a US number meets the same date-of-birth question as everyone else.",
    },
    {
      topic: "Wine bars",
      question: "How many texts a month is reasonable?",
      answer:
        "Only as many as you have real news for: a tasting, an allocation, a dinner. Whatever number you choose is stated at sign-up, and the schedule keeps you from sending more by accident.",
    },
  ],
  related: ["breweries", "distilleries", "cigar-lounges"],
  cta: {
    heading: "Pour for a full room",
    text: "Tell us about your list, your tastings and how you sell allocated bottles today. We will register the program for alcohol and set up the 21+ sign-up for your tables.",
    button: "Plan my wine bar's texts",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
