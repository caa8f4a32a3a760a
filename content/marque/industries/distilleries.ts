import type { TopicPage } from "../../types";

export const distilleries = {
  slug: "distilleries",
  name: "Distilleries",
  title: "Texting for craft distilleries",
  description:
    "Barrel picks, single-barrel releases, tour bookings and cocktail classes: compliant texting for distilleries, with a 21+ opt-in and consent records.",
  headline: "Barrel picks and tasting-room news, straight to the people who asked",
  intro:
    "A craft distillery sells an experience as much as a bottle: the tour, the tasting flight, the bottling day for a single barrel that will never be repeated. The visitors who loved it leave their number hoping to hear when the next one comes. Marque turns those numbers into a spirits program that carriers register, with the age check and consent record they look for.",
  uses: {
    heading: "Where texting fits a distillery",
    intro:
      "Spirits releases are infrequent and eagerly awaited, which makes them ideal for a short list of opted-in fans. A distillery typically texts about four things.",
    points: [
      {
        title: "Single-barrel and limited releases",
        text: "A store pick, a cask-strength batch, a seasonal gin. Tell the list the date, the number of bottles and the per-person limit, and let them ask you to set one aside for pickup in the tasting room.",
      },
      {
        title: "Tours and tasting reservations",
        text: "Weekend tours sell out, and a confirmation plus a reminder the day before keeps the schedule tight. A cancellation reply frees the slot for someone on the waitlist.",
      },
      {
        title: "Cocktail classes and private events",
        text: "A bitters workshop, a holiday cocktail class, a members' barrel-thief evening. Seats are few, so a personal invitation with a reply to book fills them better than a flyer.",
      },
      {
        title: "Barrel program updates",
        text: "If customers own or share a private barrel, they want to know when it is sampled, when it is ready and when to come in for bottling. These notes go only to the owners.",
      },
    ],
  },
  rules: {
    heading: "Rules for texting about spirits",
    intro:
      "Distilled spirits bring the strictest attention of any alcohol category, from carriers and from state and federal rules on advertising and sales. Marque handles what carriers expect; your counsel should weigh in on state rules, especially for anything that looks like a lottery or a shipment.",
    points: [
      {
        title: "Each fan's consent on record",
        text: "A visitor opts in by scanning a code at the tasting bar or following the link on your website, both leading to the same age-gated page, and then confirms by replying YES. The wording they agreed to, the time and their age affirmation are saved together as the consent record.",
      },
      {
        title: "Bottle sales stay where your license allows",
        text: "Shipping spirits to consumers is prohibited or tightly limited in many states. A text can announce a release and offer a tasting-room hold; it should not carry a payment request or promise delivery unless your license plainly covers it.",
      },
      {
        title: "Lotteries and raffles",
        text: "Bottle lotteries are popular for scarce releases, but a draw where people pay to enter can count as a raffle under state law. A free sign-up with a fair selection is the safer design; confirm it with counsel before you announce it.",
      },
      {
        title: "Frequency, STOP and HELP",
        text: "The sign-up states how many messages a month to expect. Replying STOP unsubscribes at once and sends a single confirmation; HELP gives your distillery's name and how to reach you.",
      },
      {
        title: "Daytime sending only",
        text: "Promotional messages go out only within each state's hours, decided by the recipient's area code, so a release announced from the office late at night reaches phones the next morning, and a Sunday one waits for Monday in Rhode Island.",
      },
    ],
  },
  ageGate: {
    minimumAge: 21,
    heading: "A date-of-birth check for every subscriber",
    text: "Carriers reviewing a spirits campaign expect to see exactly how under-21s are kept out. Marque's sign-up for a distillery asks for a full date of birth before the phone number is accepted, and anyone under 21 is declined. It takes US numbers only, since age-gated texts to Canada need a carrier exemption. The record keeps the fact of a 21+ affirmation and its time, never the date itself. The same flow, with screenshots and sample texts, goes into your 10DLC campaign registration.",
  },
  sender: "Copperline Distilling",
  samples: [
    {
      label: "Release announcement",
      text: "Copperline Distilling: our Barrel 117 single-barrel bourbon is ready, 180 bottles, limit 1 each. Reply HOLD to reserve one for tasting-room pickup from Sat. Reply STOP to opt out.",
    },
    {
      label: "Tour reminder",
      text: "Copperline Distilling: see you tomorrow at 2pm for the still-house tour, party of 4. Please bring ID. Reply C to cancel so we can offer your spot.",
    },
    {
      label: "Class invitation",
      text: "Copperline Distilling: holiday cocktail class Dec 12, 6pm, 16 seats. Reply CLASS and we'll send the booking link. Reply STOP to opt out.",
    },
  ],
  faq: [
    {
      topic: "Distilleries",
      question: "Can we run a bottle lottery by text?",
      answer:
        "You can collect entries from opted-in fans by reply, but whether a lottery is lawful depends on your state, how people enter and whether they pay. Talk to your counsel before launching one.",
    },
    {
      topic: "Distilleries",
      question: "Can tour bookings come through the same number?",
      answer:
        "Yes. Tour confirmations and reminders are service messages for a booking the visitor made, and they can go out from the same registered number as your releases.",
    },
    {
      topic: "Distilleries",
      question: "Do barrel owners need their own list?",
      answer:
        "They stay on the main gated list with a barrel tag, so updates about their cask reach only them while one opt-out covers everything.",
    },
  ],
  related: ["breweries", "wine-bars", "cigar-lounges"],
  cta: {
    heading: "Announce your next barrel",
    text: "Tell us about your tasting room, your tours and your release calendar. We set up the spirits registration and a 21+ sign-up that is ready before your next pick.",
    button: "Start my distillery's program",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
