import type { TopicPage } from "../../types";

export const outdoorRecreation = {
  slug: "outdoor-recreation",
  name: "Outdoor recreation",
  title: "Texting for outdoor recreation businesses",
  description:
    "Kayak and bike rentals, guided trips, weather cancellations and waiver reminders: texting for outdoor recreation outfits, with consent and quiet hours.",
  headline: "Trip on, trip off: reach every paddler before the weather does",
  intro:
    "Rafting companies, kayak liveries, bike rental shops, climbing gyms and ski schools all share one headache: plans change with the wind, the river level or a thunderstorm, and the customers are already in the car. A text reaches them in time. Marque gives outdoor businesses a local number and a program carriers accept, so trip changes, waivers and return times land where people look.",
  uses: {
    heading: "When an outdoor business texts",
    intro:
      "Most messages here are about a booking someone already made. A few are about the next adventure, for those who asked.",
    points: [
      {
        title: "Weather holds and cancellations",
        text: "High water on the river, lightning in the forecast, a trail closed by the forest service. A message to everyone booked on the affected trip, with the new time or a rebooking option, saves a wasted drive and a frustrated review.",
      },
      {
        title: "Check-in details and waivers",
        text: "Where to park, what time the shuttle leaves, what to wear, and a link to sign the liability waiver before arrival. Groups that sign ahead launch on time.",
      },
      {
        title: "Rental returns",
        text: "A courteous reminder an hour before a kayak, e-bike or paddleboard is due back keeps the fleet ready for the afternoon bookings, and avoids late fees that sour a good day.",
      },
      {
        title: "Season openings and new trips",
        text: "The first float of spring, a full-moon paddle, a new guided mountain-bike route, early-bird pricing for ski lessons. Opted-in past customers are the most likely to book again.",
      },
    ],
  },
  rules: {
    heading: "Texting rules for trips and rentals",
    intro:
      "Outdoor recreation is ordinary content for carriers, with no age gate required unless you also sell age-restricted products. What carriers and consumer-protection law require is clear consent, an easy exit, sensible hours and honest frequency.",
    points: [
      {
        title: "Booking texts and marketing texts are different",
        text: "A guest who books a trip expects messages about that trip, and those are service texts. Adding them to your promotions needs separate, express written consent, such as an unticked box on the booking page that they choose to tick.",
      },
      {
        title: "A record behind every subscriber",
        text: "Each marketing opt-in is stored with the disclosure shown, the time and the page or keyword used. If a guest ever asks why they got a text, you can show them the moment they agreed.",
      },
      {
        title: "Safety messages stay plain",
        text: "A weather cancellation or a river closure should say what changed and what to do next. Put no coupon in it; a mixed message muddies its purpose and its consent basis.",
      },
      {
        title: "STOP, HELP and frequency",
        text: "A reply of STOP at any time ends the outfit's texts at once, with a single message confirming it. HELP answers with your business name and contact. The sign-up says how many promotions a month to expect.",
      },
      {
        title: "Their state's hours, their time",
        text: "Sunrise paddles start early, but texts your staff send wait for the guest's state hours, decided by area code: 8:00 at the earliest, 9:00 for a Connecticut number. One written at 6 a.m. waits in the outbox, showing when it will leave and the rule that held it, so send launch details the evening before.",
      },
    ],
  },
  sender: "Blue Heron Paddle Co",
  samples: [
    {
      label: "Weather change",
      text: "Blue Heron Paddle Co: high water on the river today, so your 1pm float moves to 3pm. Reply KEEP for 3pm or MOVE and we'll rebook you free.",
    },
    {
      label: "Check-in and waiver",
      text: "Blue Heron Paddle Co: see you Sat 9am at the Mill St launch. Please sign your waiver before you arrive: blueheronpaddle.example/waiver",
    },
    {
      label: "Season opening",
      text: "Blue Heron Paddle Co: spring floats open May 3. Past guests can book a week early this year. Reply BOOK for the link. Reply STOP to opt out.",
    },
  ],
  faq: [
    {
      topic: "Outdoor recreation",
      question: "Can we text a whole group from one booking?",
      answer:
        "Only the people who gave their own number and consent. The organizer can share the sign-up link with the group so each person opts in for themselves.",
    },
    {
      topic: "Outdoor recreation",
      question: "Are weather cancellations held by quiet hours?",
      answer:
        "Texts your staff send wait for the start of the guest's state hours, 8:00 at the earliest, so a change decided at dawn would leave too late for a sunrise launch. Send the forecast warning the evening before, and phone anyone booked before 8 if plans change overnight.",
    },
    {
      topic: "Outdoor recreation",
      question: "We are seasonal. Can we pause between seasons?",
      answer:
        "Plans run month to month, so you can move to a smaller plan for the off-season or cancel. The contact list is yours either way, and guests who opted in stay opted in until they opt out.",
    },
  ],
  related: ["sporting-goods-stores", "hunting-outfitters"],
  cta: {
    heading: "Keep every trip on schedule",
    text: "Tell us what you run, from rentals to guided trips, and how guests book. We register the number, add the sign-up to your booking flow and write your first weather message with you.",
    button: "Set up trip texting",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
