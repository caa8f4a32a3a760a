import type { TopicPage } from "../../types";

/** Specialty clinics: referrals, preparation instructions and the names that must stay out of a text. */
export const specialtyClinics = {
  slug: "specialty-clinics",
  name: "Specialty clinics",
  title: "Patient texting for specialty clinics",
  description:
    "Referral scheduling, prep-instruction links and reopened slots for cardiology, orthopedics, dermatology and other specialty clinics, under a signed BAA.",
  headline: "Specialty clinic texting that never says what the specialty is",
  intro:
    "A specialist's calendar fills weeks out, patients arrive by referral, and many visits need preparation: fasting, a driver home, a form from the referring office. Missing any of it means a rescheduled procedure and a slot that is hard to fill. PercyMD texts the scheduling invitation, the reminder and the link to your preparation page, and offers a reopened slot to the people waiting for one. Because the name of a specialty can itself disclose a condition, the messages are written to say as little as possible: your clinic's neutral name, a time and a secure link.",
  uses: {
    heading: "What specialty clinics send by text",
    intro:
      "Specialist practices lose time to referrals that are never booked and to procedures that must be postponed because the patient did not prepare. These messages close both gaps.",
    points: [
      {
        title: "Referral outreach",
        text: "When a referral arrives, the patient gets a text inviting them to book and a link to your scheduler. Referrals that stay unbooked after a few days appear on a list for your staff to follow up by phone, so none silently expire.",
      },
      {
        title: "Preparation links ahead of procedures",
        text: "A few days before a procedure, patients receive a link to the preparation instructions on your secure portal. The text says there are instructions to read, not what they are, and a second link the evening before is optional.",
      },
      {
        title: "Reopened slots",
        text: "Specialist calendars are long. When a slot reopens, patients on the waitlist who can come at short notice hear about it and claim it with a single reply, which can bring someone's visit forward by weeks.",
      },
      {
        title: "Post-visit instruction links",
        text: "After the visit, a text points to the after-care page in the portal. Patients re-read it at home instead of phoning the nurse line to ask what they were told at checkout.",
      },
    ],
  },
  rules: {
    heading: "Privacy rules that weigh more in specialty care",
    intro:
      "The same HIPAA and carrier rules apply as in primary care, but the stakes of a careless word are higher when the clinic's name alone hints at a diagnosis.",
    points: [
      {
        title: "A neutral business name on every text",
        text: "US business texts carry no display name: each opens with the name of the business that sends it. If your clinic is called something like a cancer center or a fertility institute, each text opens with a neutral, registered DBA instead, such as the practice group's name, so the preview on a lock screen discloses nothing.",
      },
      {
        title: "No condition, procedure or result in the text",
        text: "Reminders carry a date, time and address. Test results, procedure names and medication instructions go behind the portal link. This is the minimum necessary rule applied message by message.",
      },
      {
        title: "A BAA before any data moves",
        text: "Referral and appointment data are protected health information. We sign a Business Associate Agreement with your clinic first, then import, and every read of a conversation is audit-logged.",
      },
      {
        title: "Care messages and marketing kept apart",
        text: "Under HIPAA, referral, reminder and after-care texts concern the patient's own treatment. Under the TCPA, a text promoting an elective service needs the patient's prior express written consent, stored as its own record.",
      },
      {
        title: "Consent, opt-out and quiet hours",
        text: "Patients agree to texts at registration or on the invitation, STOP takes effect immediately, HELP returns your scheduling line, and nothing goes out outside each state's hours, decided by the patient's area code.",
      },
    ],
  },
  sender: "Northgate Specialty Group",
  samples: [
    {
      label: "Referral invitation",
      text: "Northgate Specialty Group: Your provider has asked us to schedule a visit for you. Choose a time at northgatesg.example/schedule or call 555-0193. Reply STOP to opt out.",
    },
    {
      label: "Preparation link",
      text: "Northgate Specialty Group: Please read the instructions for your Wed Jun 3 visit at northgatesg.example/prep before that day. Reply STOP to opt out.",
    },
    {
      label: "Reopened slot",
      text: "Northgate Specialty Group: A visit opened Mon Jun 1 at 11:15 AM, earlier than yours. Reply MOVE to take it or ignore to keep your current time. Reply STOP to opt out.",
    },
  ],
  faq: [
    {
      topic: "Specialty clinics",
      question: "Can we tell a referring physician's office the patient has booked?",
      answer:
        "Coordination between treating providers is allowed under HIPAA, but it runs through your usual referral channel, not through patient texts. The platform can flag booked referrals so your staff can update the referring office.",
    },
    {
      topic: "Specialty clinics",
      question: "Our clinic name includes the specialty. Do we have to change it?",
      answer:
        "Not your clinic's name, only the name each text opens with. We register a neutral DBA, such as your practice or group name, for the program, so messages do not disclose the kind of care.",
    },
    {
      topic: "Specialty clinics",
      question: "Can preparation instructions be texted in full?",
      answer:
        "We advise against it. Instructions often name the procedure or a medication. A short text with a portal link gives the patient everything while keeping the details off the lock screen.",
    },
  ],
  related: ["medical-practices", "urgent-care", "mental-health-providers"],
  cta: {
    heading: "Turn referrals into booked visits",
    text: "Tell us your specialty and how referrals reach you. We will agree a neutral, registered DBA for your texts, sign the BAA and launch within the 8-day setup guarantee.",
    button: "Talk to us about your clinic",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
