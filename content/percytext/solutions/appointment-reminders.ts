import type { TopicPage } from "../../types";

/** Reminders for the booked trades: salons, barbers, auto shops, tutors, groomers. */
export const appointmentReminders = {
  slug: "appointment-reminders",
  name: "Appointment reminders",
  title: "Appointment reminder texts for small shops",
  description:
    "Automatic reminder texts for salons, barbers, auto shops, tutors and groomers: customers confirm with one reply and cancellations show up early.",
  headline: "Appointment reminders that customers actually read",
  intro:
    "If your day is a column of booked slots, every empty one is money that walked out before it walked in. A barber with a no-show at eleven cannot sell that half hour twice, and an auto shop that planned a bay around a brake job is stuck with an idle lift. PercyText sends a short reminder before each booking and lets the customer reply to confirm or move it. You set it up once, it runs on its own, and the gaps in your book show up the day before instead of at the moment the chair should be full.",
  uses: {
    heading: "Where reminders earn their keep",
    intro: "Any business that sells time by the slot gets something from a reminder. A few patterns we see a lot:",
    points: [
      {
        title: "Salons, barbers and nail studios",
        text: "A reminder the day before, and another two hours ahead for long color appointments. Regulars who book their next cut at checkout get a note when that date comes round, weeks later, when they have long forgotten it.",
      },
      {
        title: "Auto repair and detailing",
        text: "The drop-off reminder goes out the evening before, with your opening time and a line about leaving keys in the after-hours box. When the car is done you can text that too, from the same thread.",
      },
      {
        title: "Lessons and tutoring",
        text: "Music teachers, swim schools and tutors remind parents about the weekly lesson. A reply of R lands in your inbox so you can offer another afternoon without a round of phone calls.",
      },
      {
        title: "Pet grooming and home services",
        text: "Groomers confirm drop-offs; cleaners, plumbers and window washers confirm the arrival window so someone is home to open the door.",
      },
    ],
  },
  rules: {
    heading: "Sending reminders the right way",
    intro:
      "Reminders are the friendliest text a business sends, and the rules are light, but they still apply. PercyText handles most of them for you.",
    points: [
      {
        title: "Ask before the first text",
        text: "Customers agree to reminders when they book, with a checkbox on your booking page or a question at the counter. PercyText stores when and how each customer agreed, in case you are ever asked.",
      },
      {
        title: "Keep reminders about the booking",
        text: "A reminder that turns into a sales pitch becomes a marketing text, and marketing needs the customer's written consent. Put offers in a separate message to the people who signed up for them.",
      },
      {
        title: "STOP and HELP work automatically",
        text: "Anyone who replies STOP is removed at once and gets one confirmation. HELP sends back your business name and phone number. You do not have to watch for either.",
      },
      {
        title: "Quiet hours are built in",
        text: "Reminders only leave within each state's hours, decided by the customer's area code. If you schedule one for 21:30 by mistake, it waits until morning.",
      },
    ],
  },
  sender: "Corner Cuts Barbershop",
  samples: [
    {
      label: "Day-before reminder",
      text: "Corner Cuts Barbershop: See you tomorrow at 11:00 AM with Sam. Reply C to confirm or R to reschedule. Reply STOP to opt out.",
    },
    {
      label: "Drop-off reminder",
      sender: "Westside Auto Care",
      text: "Westside Auto Care: Your car is booked in tomorrow at 8:00 AM. After-hours key drop is beside the office door. Reply STOP to opt out.",
    },
    {
      label: "Rebooking nudge",
      text: "Corner Cuts Barbershop: It's been about four weeks since your last cut. Book your next one at cornercuts.example/book. Reply STOP to opt out.",
    },
  ],
  faq: [
    {
      topic: "Appointment reminders",
      question: "Do I need a booking system to send reminders?",
      answer:
        "No. You can type appointments into PercyText or upload a simple list each morning. If your booking tool can send a webhook or export a file, reminders can be driven from that instead.",
    },
    {
      topic: "Appointment reminders",
      question: "How far ahead should a reminder go out?",
      answer:
        "A day ahead works for most bookings. Long or expensive appointments benefit from a second reminder a few days earlier so there is time to fill the slot if it moves.",
    },
    {
      topic: "Appointment reminders",
      question: "Can I charge a no-show fee by text?",
      answer:
        "You can remind customers of your cancellation policy in the booking reminder. Taking payment happens in your own payment system, not in a text.",
    },
  ],
  related: ["two-way-customer-texting", "review-and-feedback-requests"],
  cta: {
    heading: "Stop losing slots to forgetful customers",
    text: "Tell us what you book and how. We will set up your number and your first reminder within the 8-day setup guarantee.",
    button: "Set up my reminders",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
