import type { TopicPage } from "../../types";

/** Primary care and family medicine: reminders, recalls and the front desk's phone queue. */
export const medicalPractices = {
  slug: "medical-practices",
  name: "Medical practices",
  title: "HIPAA-aware texting for medical practices",
  description:
    "Appointment reminders, annual recall notices and waitlist openings for primary care and family practices, sent with a BAA and no health details.",
  headline: "Patient texting for medical practices that keeps the chart out of the message",
  intro:
    "A family or internal medicine office runs on a full schedule and a front desk that is always on the phone. PercyMD moves the routine calls to text: the reminder two days out, the yearly physical that is overdue, the opening that appeared when someone canceled at eight in the morning. Each text names a date, a time and a place, never a diagnosis, and every word travels under a signed Business Associate Agreement. Patients answer with one letter, your staff gets their mornings back, and the details of care stay in the record where they belong.",
  uses: {
    heading: "What a medical practice texts, and why",
    intro:
      "Most of what a primary care office says by phone is logistics. Those are the messages that belong in a text, because they are short, time-bound and easy to answer.",
    points: [
      {
        title: "Confirm-or-reschedule reminders",
        text: "A reminder goes out two business days before each visit and again on the morning itself. A patient who replies C is marked confirmed on the schedule; one who replies R is offered a call back or a booking link. The empty slot is found days early instead of at the moment the room should be full.",
      },
      {
        title: "Annual and preventive recalls",
        text: "Patients who are due for a yearly physical or a routine follow-up receive a neutral note asking them to book. The recall list is built from your scheduling system, and the text itself says only that it is time to schedule, so a shared family phone reveals nothing about why.",
      },
      {
        title: "Same-day openings from the waitlist",
        text: "When a visit is canceled, patients who asked to be seen sooner get a short offer of the freed time. The first to reply 1 takes it, and everyone else is told the slot has been filled, so no one drives in for an appointment that no longer exists.",
      },
      {
        title: "Forms and portal links before the visit",
        text: "New patients receive a link to intake paperwork in your patient portal. The sensitive questions are answered behind the portal login, not in a reply thread, and the front desk stops copying insurance cards by hand at check-in.",
      },
    ],
  },
  rules: {
    heading: "The rules a practice texts under",
    intro:
      "Texting patients is allowed, but it has to be set up deliberately. These are the points our compliance specialist walks through with every practice before the first message leaves.",
    points: [
      {
        title: "Minimum necessary, every time",
        text: "A reminder names the practice, the day and the time. It never names a condition, a test, a medication or the clinician's specialty when that would hint at one. Anything clinical goes through the portal, which the text can link to.",
      },
      {
        title: "A BAA with the texting vendor",
        text: "Phone numbers tied to appointments are protected health information, so the vendor that sends them is a business associate. We sign a BAA before any patient list is imported, and access to your inbox is logged user by user.",
      },
      {
        title: "Reminders are not marketing",
        text: "Under HIPAA, messages about a patient's own care, such as a reminder or a recall, are treatment and operations communications, not marketing. The TCPA is a separate law: a promotional text, like one about a new aesthetic service or a seasonal package, needs the patient's prior express written consent first. We keep the two as separate programs with separate consent records.",
      },
      {
        title: "Consent, STOP and HELP",
        text: 'Patients agree to texts at intake or by replying to an invitation, and the date and wording of that agreement are kept. STOP, or a plain "please stop texting me", ends the practice\'s texts at once, and HELP returns your office phone number and hours.',
      },
      {
        title: "Quiet hours",
        text: "Texts go out only within each state's hours, decided by the patient's area code, and never before 8:00 or after 20:00. A reminder queued late in the evening waits until morning automatically.",
      },
    ],
  },
  sender: "Brookfield Family Medicine",
  samples: [
    {
      label: "Appointment reminder",
      text: "Brookfield Family Medicine: You have an appointment Thu Mar 12 at 10:20 AM at 40 Elm St. Reply C to confirm or R to reschedule. Reply STOP to opt out.",
    },
    {
      label: "Annual recall",
      text: "Brookfield Family Medicine: It's time to schedule your yearly visit with us. Book online at brookfieldfm.example/book or call 555-0142. Reply STOP to opt out.",
    },
    {
      label: "Waitlist opening",
      text: "Brookfield Family Medicine: An earlier appointment opened today at 2:40 PM. Reply 1 in the next 30 minutes to take it. Reply STOP to opt out.",
    },
    {
      label: "Intake forms",
      text: "Brookfield Family Medicine: Please complete your new-patient forms before Monday's visit in our secure portal: brookfieldfm.example/forms. Questions? Call 555-0142.",
    },
  ],
  faq: [
    {
      topic: "Medical practices",
      question: "Can a reminder mention which doctor the patient is seeing?",
      answer:
        "Usually a clinician's name is fine for a general practice, because it reveals nothing about a condition. If the name would point to a specialty someone might find sensitive, we leave it out and use the practice name alone.",
    },
    {
      topic: "Medical practices",
      question: "Do we need new consent from patients who already give us their mobile number?",
      answer:
        "A number given for contact about care generally covers reminders about that care. We still recommend a short text program notice at intake, and we record each patient's agreement so you can show it later. Promotional texts need separate written consent.",
    },
    {
      topic: "Medical practices",
      question: "What happens if a patient replies with a question about their symptoms?",
      answer:
        "The reply lands in your shared inbox, visible only to staff with access. Staff can answer with a call or direct the patient to the portal, and your saved replies can remind patients not to send medical details by text.",
    },
    {
      topic: "Medical practices",
      question: "Will reminders work with our existing schedule?",
      answer:
        "Yes. The Clinic plan syncs with common EHR calendars; on the Practice plan a daily appointment file is enough to drive reminders.",
    },
  ],
  related: ["specialty-clinics", "urgent-care", "dental-offices"],
  cta: {
    heading: "Take reminder calls off your front desk",
    text: "Tell us how your practice schedules today. We will sign the BAA, register your number and have confirm-or-reschedule reminders running within the 8-day setup guarantee.",
    button: "Talk to us about your practice",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
