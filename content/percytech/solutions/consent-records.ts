import type { TopicPage } from "../../types";

export const consentRecords = {
  slug: "consent-records",
  name: "Consent records",
  title: "SMS consent records and proof of opt-in",
  description:
    "An append-only consent ledger: every opt-in, confirmation and STOP stored with its disclosure text and hash, exportable as proof for any number.",
  headline: "Proof of consent for every number, written once and never edited",
  intro:
    "When a customer says they never agreed to your texts, or a carrier asks how a subscriber joined, the answer has to be specific: which words they saw, when, from which page, and what they replied. PercyTech writes each of those steps to an append-only consent ledger as it happens, so the proof exists before anyone asks for it and cannot be quietly rewritten afterwards.",
  uses: {
    heading: "How teams use the consent ledger",
    intro:
      "Compliance staff, support agents and engineers all touch consent from different sides. The ledger gives them one source of truth.",
    points: [
      {
        title: "Answering a complaint with evidence",
        text: "Support opens the subscriber and downloads a proof-of-consent page: a self-contained HTML document, or JSON for your own systems, listing each event with the exact disclosure text, its version and a hash check that shows the text has not changed.",
      },
      {
        title: "Knowing who may be texted right now",
        text: "A number counts as opted in only after its own YES or START reply confirms a request, and stops counting the moment it opts out, by STOP or by any reply that asks to stop. Every send path asks the ledger first, so a stale spreadsheet never decides.",
      },
      {
        title: "Exports for audits and migrations",
        text: "A subscriber CSV gives each number's status (pending, confirmed or opted out), when it was requested, confirmed or revoked, its age affirmation and a link to its proof. Filter by status to hand an auditor exactly what they asked for.",
      },
      {
        title: "Honoring erasure without losing the opt-out",
        text: "When a person asks to be forgotten, their name, messages and number leave every table. The ledger keeps its entries with the number replaced by a SHA-256 digest, so a past STOP still blocks that number if it is ever re-imported.",
      },
    ],
  },
  rules: {
    heading: "What the ledger enforces",
    intro:
      "Consent law such as the TCPA, and the carriers' own code of conduct, expect a business to be able to show consent for marketing texts. The ledger is built so that showing it is routine. It is a record-keeping tool, not legal advice; your counsel decides what your program needs.",
    points: [
      {
        title: "Append-only by construction",
        text: "A database trigger refuses updates and deletes on the ledger; the only change it lets through is the narrow blanking an erasure or the retention job performs. A correction is a new event, and a number's history reads in order from first request to latest reply.",
      },
      {
        title: "The disclosure is stored, not referenced",
        text: "Each entry carries the full text the person agreed to and its version, with a SHA-256 hash. Changing your sign-up wording next month does not alter what last month's subscribers saw.",
      },
      {
        title: "Context captured at the moment",
        text: "Time, IP address, user agent, the page or keyword used and, for age-gated programs, the 21+ affirmation are kept with the event. The date of birth itself is not stored.",
      },
      {
        title: "Opt-outs win, per program",
        text: "STOP ends texts from the program it was sent to, right away, and the confirmation reply is the last message that number receives from it. Other programs the person joined separately keep their own consent.",
      },
      {
        title: "Retention with limits",
        text: "IP addresses and user agents are kept only as long as the retention job allows, while the consent events themselves stay as long as the law requires proof.",
      },
    ],
  },
  sender: "Bramble Wine Bar",
  samples: [
    {
      label: "Confirmation request",
      text: "Bramble Wine Bar: reply YES to confirm tasting and event texts, about 3/mo. You must be 21+. Msg & data rates may apply. Reply STOP to cancel.",
    },
    {
      label: "Opt-in confirmed",
      text: "Bramble Wine Bar: you're subscribed to tasting and event texts, about 3/mo. Reply HELP for help, STOP to opt out.",
    },
    {
      label: "Opt-out confirmed",
      text: "Bramble Wine Bar: you're unsubscribed and will get no more texts from this program. Reply START to rejoin.",
    },
  ],
  faq: [
    {
      topic: "Consent records",
      question: "Can we import consent we collected elsewhere?",
      answer:
        "Consent gathered on another system stays that system's evidence, so keep its export. On our platform a number is only texted once it has its own YES in the ledger, so we invite those contacts to confirm, and each reply becomes a fresh, provable record.",
    },
    {
      topic: "Consent records",
      question: "Who can see the ledger?",
      answer:
        "Signed-in staff only; the public never reaches it. Sensitive actions such as an erasure or a program change are written to a separate audit log with the staff member's name and the time.",
    },
    {
      topic: "Consent records",
      question: "Does a web form alone count as opt-in?",
      answer:
        "On our platform a web form is a request. The number becomes opted in when the person confirms by text, which proves the phone belongs to them and blocks sign-ups with someone else's number.",
    },
  ],
  related: ["numbers-and-registration", "age-gated-opt-in", "messaging-api"],
  cta: {
    heading: "See a proof of consent for yourself",
    text: "Book a walkthrough and we will sign up a test number live, then download its proof page and check the hash with you.",
    button: "Book a consent walkthrough",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
