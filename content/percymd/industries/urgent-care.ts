import type { TopicPage } from "../../types";

/** Urgent care: walk-ins, queue position and the visit that happens the same day. */
export const urgentCare = {
  slug: "urgent-care",
  name: "Urgent care centers",
  title: "Urgent care wait-time texts",
  description:
    "Queue updates, your-room-is-ready texts and follow-up instruction links for urgent care centers, so patients wait at home instead of the lobby.",
  headline: "Urgent care texting that lets patients wait somewhere other than the lobby",
  intro:
    "Urgent care has no schedule to remind anyone of. Patients walk in or save a spot online, the queue moves with whatever comes through the door, and a crowded waiting room is the first thing a new arrival judges you by. PercyMD texts where someone stands in line, tells them when to head over, and sends the link to their discharge instructions once they are home. The messages carry times and places only, never the reason for the visit, and they are sent under a Business Associate Agreement like any other patient communication.",
  uses: {
    heading: "Texts an urgent care center sends in a day",
    intro:
      "The work here is measured in minutes, not weeks. Texting replaces the clipboard, the pager and the shout across the lobby.",
    points: [
      {
        title: "Saved-spot confirmation",
        text: "When someone reserves a place online or signs in at the kiosk, a text confirms the reservation and the clinic address. It includes a way to cancel, which frees the spot for the next person instead of leaving a no-show in the queue.",
      },
      {
        title: "Wait-time and queue updates",
        text: "As the line moves, patients get a short update when they are a few places from the front, and a final text when a room is ready. Parents with a sick child can stay in the car or at home until then.",
      },
      {
        title: "Post-visit instructions link",
        text: "After discharge, a text links to the visit summary and care instructions in the portal. Someone who was in pain at checkout and remembers none of it can read the instructions again that night.",
      },
      {
        title: "Next-day check-in",
        text: "A brief message the following day asks whether the patient has any trouble following the instructions and offers the clinic's number. Replies go to a staffed inbox, not to an automated bot.",
      },
    ],
  },
  rules: {
    heading: "The rules behind each urgent care text",
    intro:
      "Urgent care is walk-in care, but it is still covered by HIPAA, and the carriers treat its numbers like any other business program.",
    points: [
      {
        title: "A place in line is not a diagnosis",
        text: "Queue texts say the clinic name and a time to arrive. They never repeat the reason given at sign-in, the test that will be run or the injury. The same goes for follow-ups: they point to the portal rather than summarizing the visit.",
      },
      {
        title: "BAA first",
        text: "Check-in data and phone numbers are protected health information once they are tied to a visit. We sign a BAA with the operator of the clinic, or the group running several, before the first sign-in is texted.",
      },
      {
        title: "Consent collected at sign-in",
        text: "The kiosk or online reservation asks the patient to agree to texts about their visit, and the record of that agreement is stored with a timestamp. Promotional texts, such as a flu-shot drive or sports-physical special, need the separate prior express written consent the TCPA asks for.",
      },
      {
        title: "STOP and HELP in every thread",
        text: "A reply of STOP at any point ends the clinic's texts, and so does a plain \"stop texting me\"; HELP returns the clinic's phone number. An opt-out applies at once, even mid-visit.",
      },
      {
        title: "Evening hours and the quiet window",
        text: "Many clinics stay open late, but texts staff start, queue updates included, go out only within each state's hours, decided by the patient's area code. After 20:00 the front desk calls the few patients still in line, and follow-ups wait for the morning.",
      },
    ],
  },
  sender: "Riverbend Urgent Care",
  samples: [
    {
      label: "Spot saved",
      text: "Riverbend Urgent Care: Your spot is saved for about 6:45 PM at 210 Mill Rd. Reply C if you no longer need it. Reply STOP to opt out.",
    },
    {
      label: "Room ready",
      text: "Riverbend Urgent Care: A room is ready for you. Please check in at the front desk within 15 minutes. Reply STOP to opt out.",
    },
    {
      label: "Instructions link",
      text: "Riverbend Urgent Care: Your visit summary and care instructions are in your portal: riverbenduc.example/visit. Questions? Call 555-0128.",
    },
  ],
  faq: [
    {
      topic: "Urgent care",
      question: "Can patients join the queue by texting a keyword?",
      answer:
        "Yes. A keyword such as CHECKIN returns a link to the reservation form, where the patient gives their details and agrees to texts about the visit. The reason for the visit is asked on the form, not by text.",
    },
    {
      topic: "Urgent care",
      question: "What if wait times jump because of a serious case?",
      answer:
        "Staff can text the people in the queue a new estimate from the shared inbox. It says the wait has grown, not why, and offers a link to cancel.",
    },
    {
      topic: "Urgent care",
      question: "Do queue texts count against our monthly message allowance?",
      answer:
        "Yes, each text counts. A typical visit uses three or four messages, which helps you choose between the Practice, Clinic and Network plans.",
    },
  ],
  related: ["medical-practices", "specialty-clinics", "veterinary-clinics"],
  cta: {
    heading: "Empty the waiting room without losing anyone in line",
    text: "Tell us how patients check in today and how many sites you run. We will sign the BAA and have queue texts live within the 8-day setup guarantee.",
    button: "Talk to us about your clinic's queue",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
