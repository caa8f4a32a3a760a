import { ONBOARDING_FEE, SETUP_GUARANTEE_DAYS } from "../../constants";
import { VERTICALS } from "@/lib/compliance/verticals";
import type { TopicPage } from "../../types";

export const gunRanges = {
  slug: "gun-ranges",
  name: "Gun ranges",
  title: "Text message marketing for gun ranges",
  description:
    "Lane bookings, safety briefings, league nights and class reminders for indoor and outdoor gun ranges, texted to a consented 21+ list carriers accept.",
  headline: "Lane bookings, league nights and range days, confirmed by text",
  intro:
    "A shooting range runs on a schedule: lanes booked by the hour, safety briefings before first-time shooters step up, leagues on weeknights, classes that need a minimum headcount. When shooters get a text, they show up on time and know what to bring. Marque gives ranges a texting program built for a firearms business, so the reminders and the event news actually reach the phone.",
  uses: {
    heading: "What a range texts and why",
    intro:
      "Range staff spend hours on the phone confirming lanes and answering the same questions. These are the messages that take that load off the counter.",
    points: [
      {
        title: "Lane bookings and waitlists",
        text: "Confirm a lane when it is booked, remind the shooter an hour or a day before, and let a reply of C release it. When a lane frees up on a busy Saturday, the next shooter on the waitlist hears first.",
      },
      {
        title: "Safety briefings and first visits",
        text: "New shooters are more relaxed when they know the drill: arrive fifteen minutes early for the briefing, bring a government ID, closed-toe shoes and no low-cut tops for hot brass. A pre-visit text does it better than the counter can.",
      },
      {
        title: "League nights and competitions",
        text: "Pistol leagues, steel challenges and rimfire nights depend on turnout. A weekly reminder with the course of fire and the start time keeps the squads full, and replies give the match director a count.",
      },
      {
        title: "Classes and range status",
        text: "Concealed-carry courses, beginner pistol, range officer training. Seats, start times and what to bring go out by text, and so does news that the outdoor bays are closed for weather or berm work.",
      },
    ],
  },
  rules: {
    heading: "Rules a firearms range texts under",
    intro:
      "Firearms content falls into the restricted SHAFT group, and carriers register range programs only when they see an age check, clear consent and messages that do not sell weapons or ammunition by text. State and local rules on firearms advertising differ, so your counsel should review anything beyond booking and event news.",
    points: [
      {
        title: "Consent before the first promotion",
        text: "A booking confirmation is a service message for something the shooter asked for. League news, class offers and range events are marketing and need express written consent: the shooter ticks an unticked box or texts a keyword, then replies YES. That record is kept with the disclosure they read.",
      },
      {
        title: "No firearm or ammunition sales by text",
        text: "Announce a class, a league night or open lane time, not a price on a rifle with a link to pay. Purchases happen at your counter with the checks the law requires. Carriers refuse texts that promote firearm sales, even behind the age gate.",
      },
      {
        title: "Range rules belong in messages too",
        text: "A text that mentions safety rules, eye and ear protection and the briefing reads as the responsible program it is, and it helps reviewers see your intent.",
      },
      {
        title: "Opt-out always works",
        text: "A reply of STOP, or words like \"take me off your list\", ends the range's texts with one confirmation and nothing after, bookings made later included, unless the shooter opts in again. HELP returns the range's name and phone number.",
      },
      {
        title: "Quiet hours for early openings",
        text: "Outdoor ranges often open at sunrise, but promotional texts only go out within each state's hours, decided by the shooter's area code, and never before 8:00. Lane reminders for a 7 a.m. slot go out the evening before.",
      },
    ],
  },
  ageGate: {
    minimumAge: 21,
    heading: "Why the list is 21+",
    text: `Carriers expect a firearms program to keep minors off its marketing list, and a 21+ line matches the handgun purchase age at licensed dealers and what reviewers most readily accept. Marque's sign-up asks for a date of birth and declines anyone under 21. Younger shooters can still book lanes with a parent or guardian at the counter; they just do not join the promotional list. We keep the affirmation and its time, never the birth date. ${VERTICALS.firearms.routeNote}`,
  },
  sender: "Red Butte Range",
  samples: [
    {
      label: "Lane reminder",
      text: "Red Butte Range: lane 6 is booked for you Sat 10:00-11:00. Arrive 15 min early for the safety briefing and bring photo ID. Reply C to cancel.",
    },
    {
      label: "League night",
      text: "Red Butte Range: steel league tonight, 6:30pm check-in, 7pm start. Eye and ear protection required. Reply IN so we can set squads. Reply STOP to opt out.",
    },
    {
      label: "Class seats",
      text: "Red Butte Range: 4 seats left in Beginner Pistol, Sun 1pm. Range fee and rental included. Reply CLASS for the signup link. Reply STOP to opt out.",
    },
  ],
  faq: [
    {
      topic: "Gun ranges",
      question: "Can we text lane reminders to people who have not joined the marketing list?",
      answer:
        "Only to shooters who agreed to texts from you: every number the platform texts has confirmed with its own YES, so ask at booking. The law treats a reminder about a shooter's own booking differently from a promotion, so keep those texts strictly about the lane, and send league and class news only to shooters who agreed to marketing.",
    },
    {
      topic: "Gun ranges",
      question: "Can we mention ammunition specials?",
      answer:
        "Carriers treat ammunition like firearms, and price promotions for either are the most likely to be filtered or rejected. Mention events and services instead, and ask counsel about state advertising limits.",
    },
    {
      topic: "Gun ranges",
      question: "Does it connect to our booking system?",
      answer:
        "Many range booking tools can call a webhook or export bookings, and our API turns those into confirmations and reminders. We look at your system during setup.",
    },
    {
      topic: "Gun ranges",
      question: "How fast can a range go live?",
      answer: `Setup is guaranteed within ${SETUP_GUARANTEE_DAYS} days, registration included. If it takes longer, the ${ONBOARDING_FEE} onboarding fee is waived.`,
    },
  ],
  related: ["firearms-dealers", "tactical-gear", "hunting-outfitters"],
  cta: {
    heading: "Keep every lane booked",
    text: "Tell us about your bays, your leagues and how bookings work today. We register the program for a firearms business, set up the 21+ opt-in and write your first league reminder.",
    button: "Talk to us about your range",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
