import type { TopicPage } from "../../types";

/** Dental offices: hygiene recall is the heart of the schedule. */
export const dentalOffices = {
  slug: "dental-offices",
  name: "Dental offices",
  title: "Dental appointment reminder texts",
  description:
    "Six-month hygiene recalls, chair-time reminders and short-notice openings for dental offices, texted under a signed BAA with nothing clinical said.",
  headline: "Texts that keep a dental office's chairs filled",
  intro:
    "A dental schedule lives and dies by the hygiene recall. Cleanings are booked half a year ahead, patients forget, and one empty hygiene chair at nine costs the whole morning. PercyMD sends the recall when it is due, the reminder the week of the visit and the opening when someone cancels, each phrased so that the only things a text reveals are your office's name and a time. Your team stops dialing down the recall list and starts answering the patients who write back.",
  uses: {
    heading: "The messages a dental practice sends",
    intro:
      "Dentistry has a rhythm most medical offices do not: predictable six-month returns and long procedures that block the chair. The texts follow that rhythm.",
    points: [
      {
        title: "Hygiene recall when the interval comes due",
        text: "Patients whose cleaning interval has passed with nothing booked receive a friendly prompt and a link to your online scheduler. A second nudge follows two weeks later if they have not booked, and then the recall stops rather than nagging.",
      },
      {
        title: "Reminders sized to the appointment",
        text: "A routine cleaning gets one reminder two days out. A longer restorative visit gets a reminder a week ahead as well, because rebooking ninety minutes of chair time needs more notice than a half-hour check-up.",
      },
      {
        title: "Short-notice openings",
        text: "When a long appointment cancels, patients flagged as flexible hear about the freed time first. It is offered to them in order, with a brief hold for each, so two people never show up for the same chair.",
      },
      {
        title: "Pre-visit links",
        text: "A link to updated health history and insurance forms in your portal goes out before the visit, so the questions about medications and allergies are answered behind a login, not typed into a text message.",
      },
    ],
  },
  rules: {
    heading: "What a dental office must get right",
    intro:
      "Dental offices are covered entities under HIPAA just like physicians, and the same carrier rules apply to their numbers as to any other business sender.",
    points: [
      {
        title: "Say when, not what",
        text: "The text says a visit is on Tuesday at 3:10. It does not say crown, extraction, implant consult or periodontal therapy. The procedure name belongs to the chart, and a lock-screen preview is visible to anyone holding the phone.",
      },
      {
        title: "Business Associate Agreement",
        text: "Because the patient list and appointment times are protected health information, we sign a BAA with the practice before importing anything, and we keep an audit log of who in your office opened which conversation.",
      },
      {
        title: "Recall versus promotion",
        text: "Under HIPAA, a recall for care the patient already receives is an operations message. Under the TCPA, a whitening special or a new clear-aligner offer is a promotional text, which needs prior express written consent captured separately. We run the two under different consent records so a promotion never rides on a reminder opt-in.",
      },
      {
        title: "Opt-in, STOP and HELP",
        text: "Patients join at the front desk or from an invitation text, and each agreement is saved with its date. STOP unsubscribes right away; HELP replies with the office's phone number.",
      },
      {
        title: "Sending window",
        text: "Messages leave only within each state's hours, decided by the patient's area code, never overnight, even when a recall batch is scheduled from a different time zone.",
      },
    ],
  },
  sender: "Maple Grove Dental",
  samples: [
    {
      label: "Hygiene recall",
      text: "Maple Grove Dental: You're due for your regular cleaning. Pick a time at maplegrovedental.example/book or call 555-0177. Reply STOP to opt out.",
    },
    {
      label: "Appointment reminder",
      text: "Maple Grove Dental: See you Tue Apr 7 at 3:10 PM. Reply C to confirm or R to reschedule. Reply STOP to opt out.",
    },
    {
      label: "Opening offered",
      text: "Maple Grove Dental: A morning opening came up Fri at 8:30 AM. Reply 1 by noon to claim it; first reply gets it. Reply STOP to opt out.",
    },
  ],
  faq: [
    {
      topic: "Dental offices",
      question: "Can a reminder tell the patient how long the visit will take?",
      answer:
        "Yes. The length of a visit is scheduling information, and telling a patient to plan for ninety minutes helps them keep the slot without saying what the work is.",
    },
    {
      topic: "Dental offices",
      question: "How do we send recall texts to a whole family on one phone?",
      answer:
        "Staff can write one message to the parent naming each child's first name and time, so the family gets one text instead of four, and each child's consent stays tied to that number.",
    },
    {
      topic: "Dental offices",
      question: "May we text about a whitening promotion?",
      answer:
        "Only to patients who have given prior express written consent to promotional texts, which the TCPA requires. Recall and reminder consent does not cover it. We collect that second consent separately and keep it on file.",
    },
  ],
  related: ["medical-practices", "specialty-clinics", "veterinary-clinics"],
  cta: {
    heading: "Fill the hygiene schedule without phoning down the list",
    text: "Tell us how far ahead your office books and how recalls are handled now. We will set up recall and reminder texts with a signed BAA, within the 8-day setup guarantee.",
    button: "Plan your dental texting",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
