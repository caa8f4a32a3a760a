import { HUBS } from "@/lib/hubs/registry";
import { SETUP_FAQ } from "../shared/common";
import type { FaqContent } from "../types";

const { name } = HUBS.percymd;

export const faq = {
  title: "Frequently asked questions",
  intro: `What practices ask before texting patients with ${name}: HIPAA and the BAA, what a message may say, how the front desk works with it, and setup.`,
  items: [
    {
      topic: "Compliance and consent",
      question: "Is texting patients HIPAA compliant?",
      answer:
        "It can be when the platform protects the data and the messages avoid unnecessary health details. We sign a BAA, keep health details out of the text, log every access, and tell patients at sign-up that a text message is not encrypted, as HHS expects before a practice texts them.",
    },
    {
      topic: "Compliance and consent",
      question: "Do you sign a Business Associate Agreement?",
      answer: "Yes. A BAA is included on every plan and signed before any patient data is loaded.",
    },
    {
      topic: "Compliance and consent",
      question: "How do patients opt out?",
      answer:
        'A reply of STOP, or plain words such as "please stop texting me", ends the practice\'s texts at once, with one confirmation and nothing after. Each opt-out is recorded in the consent ledger with its time.',
    },
    {
      topic: "Compliance and consent",
      question: "Are appointment reminders treated as marketing?",
      answer:
        "No. Under HIPAA, reminders, recalls and instructions about a patient's own care are treatment and operations messages, and HIPAA asks for a patient's written authorization only when a third party pays for a marketing message. The TCPA is a separate law: a text that promotes a service needs the patient's prior express written consent, which we collect and store apart from reminder consent.",
    },
    {
      topic: "Compliance and consent",
      question: "What consent do we need before the first reminder?",
      answer:
        "The patient's agreement to receive texts about their care, usually given at intake or on a registration form. We record the date and wording, and send a welcome text that explains STOP and HELP.",
    },
    {
      topic: "Compliance and consent",
      question: "Does 42 CFR Part 2 affect texting?",
      answer:
        "It can, for federally assisted substance use disorder programs. Whether Part 2 applies to you, and what it asks of your texts, is a question for your counsel; our reminders already leave out anything that would say what kind of care a patient receives.",
    },
    {
      topic: "What a text may say",
      question: "What can a reminder include?",
      answer:
        "The practice name, the day, the time, the address and a way to confirm or reschedule. Leave out the reason for the visit, test names, medications and anything that would tell a stranger about the patient's health.",
    },
    {
      topic: "What a text may say",
      question: "Can we text test results?",
      answer:
        "Not the results themselves. Send a short note that a new message is waiting in your patient portal, and let the portal's login protect the details.",
    },
    {
      topic: "What a text may say",
      question: "Can our clinic's name appear on the texts?",
      answer:
        "US business texts carry no display name; each one opens with the name of the business that sends it. That is your clinic's name, unless it reveals the kind of care, as a fertility or oncology center's name might. Then each text opens with a neutral, registered DBA, such as your practice group's name.",
    },
    {
      topic: "Day to day",
      question: "Does it work with our scheduling system?",
      answer: "We sync with common practice management and EHR calendars, or import appointments from a daily file.",
    },
    {
      topic: "Day to day",
      question: "Who on our staff can read patient replies?",
      answer:
        "Only the people you give access to. The Clinic and Network plans add role-based access, and every time someone opens a conversation it is written to the audit log.",
    },
    {
      topic: "Day to day",
      question: "What if a patient texts about a medical emergency?",
      answer:
        "Texting is not monitored around the clock and is not an emergency channel. The opt-in notice and the HELP reply say so and direct patients to call 911 or your office line.",
    },
    {
      topic: "Day to day",
      question: "When are reminders sent?",
      answer:
        "Only within each state's hours, decided by the patient's area code: never before 8:00 or after 20:00, and later or not at all in states with stricter rules, such as Rhode Island on a Sunday. You choose how many days ahead; anything scheduled outside the window waits until it opens.",
    },
    ...SETUP_FAQ,
    {
      topic: "Setup and billing",
      question: "Is the BAA included on every plan?",
      answer:
        "Yes. The BAA and audit logs come with every plan, from Practice to Network. Plans differ in message volume, inbox sharing and locations.",
    },
  ],
} satisfies FaqContent;
