import { HUBS } from "@/lib/hubs/registry";
import type { ContactContent, DemoContent } from "../types";

const { name } = HUBS.percymd;

export const contact = {
  intro: `Tell us about your practice and ${name} will show you how HIPAA-aware texting cuts no-shows and keeps patients informed.`,
  reasons: [
    {
      title: "Regulatory Expertise",
      body: "HIPAA-aware workflows and carrier registration handled for you, so every message stays compliant.",
    },
    {
      title: "Premium Support",
      body: "A real person who knows healthcare answers within one business day, from setup to go-live.",
    },
    {
      title: "Custom Solutions",
      body: "Reminders, recalls and follow-ups shaped around your practice, clinic or specialty.",
    },
  ],
  audience: {
    heading: "What helps us prepare for your call",
    intro:
      "Leave out patient names and anything clinical: this form is for your practice, not your patients. A few facts about how you work let us bring the right plan and the right questions to the first conversation.",
    points: [
      {
        title: "Your kind of care",
        text: "Primary care, dental, a specialty, urgent care, behavioral health or veterinary. Each has its own wording rules, and a substance use program may also fall under 42 CFR Part 2.",
      },
      {
        title: "How you schedule",
        text: "The practice management or EHR calendar you use, or whether appointments live in a spreadsheet. This decides between calendar sync and a daily file.",
      },
      {
        title: "Locations and volume",
        text: "How many sites, roughly how many appointments a week, and who answers patient replies. That points to the Practice, Clinic or Network plan.",
      },
      {
        title: "Your BAA process",
        text: "Whether your compliance officer or counsel reviews vendor agreements. We send our Business Associate Agreement early so review does not hold up the 8-day setup.",
      },
    ],
  },
} satisfies ContactContent;

export const demo = {
  intro: `The demo shows the patient's side of ${name}: the same kind of verified, minimum-necessary text your patients would receive, on your own phone.`,
  audience: {
    heading: "What a practice manager should look for",
    intro:
      "A few minutes with the demo answers most of what practices ask on a first call. These are the things worth trying while you are there.",
    points: [
      {
        title: "Read the text as a patient would",
        text: "Notice what the verification message leaves out. Your reminders follow the same rule: the practice name, a time and a reply option, never a diagnosis on the lock screen.",
      },
      {
        title: "Ask about the BAA",
        text: "Ask the assistant when the Business Associate Agreement is signed and what it covers. It answers from our published FAQ, the same answers our compliance specialist gives.",
      },
      {
        title: "Compare the health plans",
        text: "Ask which plan suits a single-location dental office or a ten-site clinic group, and the assistant will walk through Practice, Clinic and Network.",
      },
      {
        title: "Have an answer texted to you",
        text: "Forward an answer to your own phone to share with a partner or office manager. It arrives from a registered number, with STOP and HELP working as they would for patients.",
      },
    ],
  },
} satisfies DemoContent;
