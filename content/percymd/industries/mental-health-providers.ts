import type { TopicPage } from "../../types";

/** Therapists, counseling groups and behavioral health programs: the most sensitive texts we send. */
export const mentalHealthProviders = {
  slug: "mental-health-providers",
  name: "Mental health providers",
  title: "Session reminder texts for therapists",
  description:
    "Discreet session reminders and telehealth links for therapists, counseling practices and behavioral health programs, each text opening with a neutral name.",
  headline: "Discreet texting for therapists and mental health practices",
  intro:
    "For someone in therapy, a text on a shared phone can be the moment a partner, parent or employer learns something the client never meant to share. That is why mental health practices need texting that is quieter than any other kind. PercyMD sends session reminders, telehealth links and rescheduling options that open with a neutral, registered business name, with no mention of counseling, therapy or the clinician's credentials. Clients still get the benefit of a reminder, and your practice keeps fewer late cancellations, without the message itself becoming a disclosure.",
  uses: {
    heading: "What a mental health practice texts",
    intro:
      "The list is deliberately short. Texts handle the logistics of a session; everything else stays in the session or the secure portal.",
    points: [
      {
        title: "Session reminders",
        text: "One reminder the day before each session, at a time the client chose. Weekly clients can pick whether they want a reminder at all, and the content never changes from week to week, so it never hints at the course of treatment.",
      },
      {
        title: "Telehealth links",
        text: "For video sessions, a link to the waiting room arrives shortly before the start. The link opens your telehealth platform, and the text itself does not describe the session.",
      },
      {
        title: "Reschedule and cancellation offers",
        text: "Clients can reply to move a session within your cancellation window. When a regular slot frees up, a client on the waitlist for that hour can be offered it, a small thing that matters a great deal to people waiting to start care.",
      },
      {
        title: "Intake and forms",
        text: "New clients receive a link to consent and intake forms in the portal. Screening questionnaires are completed there, never by reply.",
      },
    ],
  },
  rules: {
    heading: "Extra care the rules, and the clients, expect",
    intro:
      "Everything that applies to a medical practice applies here, and some rules go further. Our compliance specialist reviews every template before launch.",
    points: [
      {
        title: "A neutral name opens every text",
        text: "US business texts carry no display name, so each one opens with the name of the business: your practice's neutral, registered DBA or the clinician's surname, never a word like counseling, therapy, psychiatry, recovery or behavioral health. The same applies to links: we use neutral domains and paths.",
      },
      {
        title: "42 CFR Part 2 where it applies",
        text: "Federally assisted programs that treat substance use disorders are also bound by 42 CFR Part 2, which restricts disclosing that someone is a patient at all. Whether Part 2 applies to your program, and what it asks of your texting, is for your counsel to decide; we keep every text free of anything that would say what kind of care the client receives.",
      },
      {
        title: "Minimum necessary and a BAA",
        text: "Texts carry a first name, a date and a time. Nothing about diagnosis, medication or progress. We sign a Business Associate Agreement before any client list is imported and log every view of a conversation.",
      },
      {
        title: "Reminders are care, promotions are marketing",
        text: "Under HIPAA, session reminders are treatment communications. Under the TCPA, a text announcing a new group program or workshop is promotional, and it needs the client's prior express written consent, collected separately. Many practices choose not to text marketing at all.",
      },
      {
        title: "Consent, STOP, HELP and quiet hours",
        text: "Clients choose texting at intake and can change their mind at any time; STOP ends it at once and HELP returns your office line. Messages are only sent within each state's hours, decided by the client's area code.",
      },
    ],
  },
  sender: "Harper & Cole Associates",
  samples: [
    {
      label: "Session reminder",
      text: "Harper & Cole Associates: Reminder of your appointment tomorrow, Wed at 5:30 PM. Reply R to reschedule. Reply STOP to opt out.",
    },
    {
      label: "Video session link",
      text: "Harper & Cole Associates: Your 4:00 PM video appointment is ready to join: hcassoc.example/join. Reply STOP to opt out.",
    },
    {
      label: "Opening offered",
      text: "Harper & Cole Associates: A Thursday 9:00 AM time has opened up. Reply 1 if you would like it. Reply STOP to opt out.",
    },
  ],
  faq: [
    {
      topic: "Mental health providers",
      question: "Can a client opt out of reminders but still get telehealth links?",
      answer:
        "Yes. Each client chooses which kinds of texts they receive, and the choice is recorded. A client can also ask that no texts are sent at all, and staff see that preference in the inbox.",
    },
    {
      topic: "Mental health providers",
      question: "What if a client texts something that sounds like a crisis?",
      answer:
        "Texting is not an emergency channel, and we say so in the HELP reply and the opt-in notice. Your after-hours reply can point to 988 and emergency services, and staff reading the inbox the next morning follow up by phone.",
    },
    {
      topic: "Mental health providers",
      question: "Does 42 CFR Part 2 stop us from texting reminders?",
      answer:
        "Part 2 governs what a covered program may disclose about its patients, and your counsel decides whether it applies and what it asks of your texts. A reminder that names only your neutral business name, a day and a time discloses nothing about care, and we set your texts up that way from the start.",
    },
    {
      topic: "Mental health providers",
      question: "Will the clinician's name appear on the text?",
      answer:
        "Only if you want it to. Solo practitioners often use their own surname; group practices usually use the group's neutral business name.",
    },
  ],
  related: ["specialty-clinics", "medical-practices"],
  cta: {
    heading: "Reminders your clients can receive without worry",
    text: "Tell us about your practice and whether you run a substance use program. We will agree a neutral, registered business name for your texts, sign the BAA and launch within the 8-day setup guarantee.",
    button: "Talk to us in confidence",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
