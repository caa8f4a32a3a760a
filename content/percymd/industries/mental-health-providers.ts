import type { TopicPage } from "../../types";

/** Therapists, counseling groups and behavioral health programs: the most sensitive texts we send. */
export const mentalHealthProviders = {
  slug: "mental-health-providers",
  name: "Mental health providers",
  title: "Session reminder texts for therapists",
  description:
    "Discreet session reminders and telehealth links for therapists, counseling practices and behavioral health programs, with a BAA and neutral sender names.",
  headline: "Discreet texting for therapists and mental health practices",
  intro:
    "For someone in therapy, a text on a shared phone can be the moment a partner, parent or employer learns something the client never meant to share. That is why mental health practices need texting that is quieter than any other kind. PercyMD sends session reminders, telehealth links and rescheduling options from a neutral sender name, with no mention of counseling, therapy or the clinician's credentials. Clients still get the benefit of a reminder, and your practice keeps fewer late cancellations, without the message itself becoming a disclosure.",
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
        title: "No service names in sender IDs",
        text: "The name shown in a text is your practice's neutral business name or the clinician's surname, never a word like counseling, therapy, psychiatry, recovery or behavioral health. The same applies to links: we use neutral domains and paths.",
      },
      {
        title: "42 CFR Part 2 where it applies",
        text: "Federally assisted programs that treat substance use disorders are also bound by 42 CFR Part 2, which restricts disclosing that someone is a patient at all. For those programs, texting needs the client's written consent that meets Part 2, and we agree a qualified service organization arrangement alongside the BAA. Your counsel decides whether Part 2 applies to you.",
      },
      {
        title: "Minimum necessary and a BAA",
        text: "Texts carry a first name, a date and a time. Nothing about diagnosis, medication or progress. We sign a Business Associate Agreement before any client list is imported and log every view of a conversation.",
      },
      {
        title: "Reminders are care, promotions are marketing",
        text: "Session reminders are treatment communications. Announcing a new group program or workshop to existing clients is marketing, and it needs express written consent collected separately. Many practices choose not to text marketing at all.",
      },
      {
        title: "Consent, STOP, HELP and quiet hours",
        text: "Clients choose texting at intake and can change their mind at any time; STOP ends it at once and HELP returns your office line. Messages are only sent between 8:00 and 20:00 in the client's local time.",
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
      text: "Harper & Cole Associates: A Thursday 9:00 AM time has opened up. Reply YES if you would like it. Reply STOP to opt out.",
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
        "No, but it changes what consent you need. Programs covered by Part 2 need written client consent that meets its requirements before texting. We help set up the consent language; your counsel confirms it fits your program.",
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
    text: "Tell us about your practice and whether you run a substance use program. We will agree a neutral sender name, sign the BAA and launch within the 8-day setup guarantee.",
    button: "Talk to us in confidence",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
