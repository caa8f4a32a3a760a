import { VERTICALS } from "@/lib/compliance/verticals";
import type { TopicPage } from "../../types";

export const breweries = {
  slug: "breweries",
  name: "Breweries",
  title: "SMS marketing for breweries and taprooms",
  description:
    "Can releases, taproom events, trivia nights and mug club news for breweries, texted to 21+ fans who opted in, on a number registered for alcohol.",
  headline: "Release day starts with a text, not a rumor",
  intro:
    "Brewery fans follow the schedule closely: which hazy drops on Saturday, how many four-packs per person, whether the food truck is coming, when the mug club renews. Social posts reach them late or not at all. Marque lets a taproom text the people who signed up at the bar, with a 21+ date-of-birth gate in front of the list and carrier registration done for an alcohol program.",
  uses: {
    heading: "What taprooms text about",
    intro:
      "The taprooms that get the most from texting keep it to news a fan would be upset to miss. These are the usual ones.",
    points: [
      {
        title: "Can and bottle releases",
        text: "A limited release with a per-person cap draws a line. A text the evening before with the beer, the time the doors open and the limit sets expectations, and a second note when it sells out stops people driving over for nothing.",
      },
      {
        title: "Taproom calendar",
        text: "Trivia on Wednesdays, live music, a food truck rotation, a new beer on the tap list. A short weekly rundown, sent on the same day each week, becomes something fans look for.",
      },
      {
        title: "Mug club and memberships",
        text: "Renewal windows, member-only pours and the annual party. Member texts can go to a segment of the list so everyone else is not asked to renew something they never joined.",
      },
      {
        title: "Pre-orders and pickup windows",
        text: "Where your state allows beer pre-orders for taproom pickup, a reminder of the pickup window and what to bring keeps the line moving on the day.",
      },
    ],
  },
  rules: {
    heading: "Carrier and consent rules for a brewery",
    intro:
      "Beer counts as alcohol for carriers, which means a closer review at registration and a program that must visibly keep minors out. Alcohol advertising rules vary by state, and your counsel or brewers guild is the right source for those.",
    points: [
      {
        title: "Consent that names the program",
        text: "Fans opt in by scanning the QR code on a coaster or chalkboard, or from your website; both open the same 21+ sign-up page. The disclosure says who is texting, what about, how often, that message and data rates may apply, and how to opt out. Their YES reply closes the loop, and every step is stored as a consent record.",
      },
      {
        title: "The taproom is where beer is sold",
        text: "Texts announce releases and invite people in. Shipping beer or taking payment by text runs into state law and carrier policy alike, so pre-orders link only to your own ordering page where that is lawful for you.",
      },
      {
        title: "Nothing aimed at minors or excess",
        text: "No cartoon mascots pitched at kids, no chug challenges, no promises about how a beer will make someone feel. Carriers flag this kind of copy, and it reflects on your brand.",
      },
      {
        title: "Early lines, later texts",
        text: "A 7 a.m. line for a release is a brewery tradition, but marketing texts only go out within each state's hours, decided by the fan's area code: 8:00 at the earliest, 9:00 for a Connecticut number and noon on a Texas Sunday. Send the release details the evening before instead.",
      },
      {
        title: "STOP and HELP handled",
        text: "A fan who replies STOP, or writes \"take me off your list\", stops getting the brewery's texts at once, after one confirmation. HELP answers with the brewery's name and contact. Neither ever needs a person at the keyboard.",
      },
    ],
  },
  ageGate: {
    minimumAge: 21,
    heading: "Only fans of drinking age join",
    text: `Carriers reviewing an alcohol campaign ask how the brewery keeps people under 21 off the list. With Marque, the sign-up page asks for a date of birth before anything else and refuses anyone under 21. Coasters carry a QR code to that page rather than a bare keyword, so nobody skips the question. We record the affirmation and its time, not the birth date. The registration we file for you describes that gate, so the answer is already there when the reviewer asks. ${VERTICALS.alcohol.routeNote}`,
  },
  sender: "Tall Pine Brewing",
  samples: [
    {
      label: "Release alert",
      text: "Tall Pine Brewing: Cloud Ladder IPA 4-packs drop Sat at 11am in the taproom. Limit 2 per person, ID required. Reply STOP to opt out.",
    },
    {
      label: "Weekly rundown",
      text: "Tall Pine Brewing this week: trivia Wed 7pm, Smokestack BBQ truck Fri, new pilsner on tap. See you at the bar! Reply STOP to opt out.",
    },
    {
      label: "Sold out",
      text: "Tall Pine Brewing: Cloud Ladder is sold out for today. Thanks to everyone who came by. More next month, we'll text you first. Reply STOP to opt out.",
    },
  ],
  faq: [
    {
      topic: "Breweries",
      question: "Can we text a link to our online pre-order page?",
      answer:
        "If your state allows beer pre-orders for taproom pickup, a link to your own ordering page is usually fine. Avoid link shorteners, which carriers often filter, and check the rules in your state first.",
    },
    {
      topic: "Breweries",
      question: "How do we keep mug club texts separate?",
      answer:
        "Tag members when they join the club, and send member messages to that segment only. Everyone stays on one gated list with one opt-out.",
    },
    {
      topic: "Breweries",
      question: "We have several taprooms. One number or several?",
      answer:
        "Either works. Many breweries give each taproom its own local number so replies reach the right staff; the Premium plan covers up to five locations.",
    },
  ],
  related: ["distilleries", "wine-bars"],
  cta: {
    heading: "Get the next release in front of your fans",
    text: "Tell us what you brew, how your releases work and how many taprooms you run. We take care of the alcohol registration and the 21+ sign-up, and help you draft the first release alert.",
    button: "Set up taproom texting",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
