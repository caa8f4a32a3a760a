import type { TopicPage } from "../../types";

export const ageGatedOptIn = {
  slug: "age-gated-opt-in",
  name: "Age-gated opt-in",
  title: "Age-gated SMS opt-in pages",
  description:
    "Hosted opt-in pages with a date-of-birth check, the full disclosure beside an unticked box, abuse protection and a YES confirmation from your own number.",
  headline: "Sign-up pages that check age and prove consent in one step",
  intro:
    "For a brewery, a cigar lounge or a firearms business, the opt-in page is what the carrier reviewer opens first. It has to show the disclosure word for word, ask for age before anything else, resist bots and leave a record that stands up later. PercyTech hosts that page for each program, publishes it under the program's own address, and connects every sign-up to the consent ledger and the confirmation text.",
  uses: {
    heading: "What the opt-in page does for a team",
    intro:
      "Marketing wants a simple form; compliance wants evidence; engineering wants nothing to maintain. The hosted page covers all three.",
    points: [
      {
        title: "One public page per program",
        text: "Each program gets its own page with terms and privacy pages beside it. Together they name the keyword and the number, the message frequency, that message and data rates may apply, HELP and STOP, the support contact, the age requirement where there is one, and that numbers are never shared for marketing.",
      },
      {
        title: "A date-of-birth question before the number is accepted",
        text: "For a gated program the page opens with a full date of birth, and its HTML holds no offer until an age is affirmed. Someone too young is refused with a plain message naming the minimum age; a Canadian number is told the program texts US numbers only; everyone else continues. Only the fact 'age affirmed 21+' and its time are kept, never the date itself.",
      },
      {
        title: "Confirmation from the program's own number",
        text: "A successful sign-up sends one text asking the person to reply YES, from the number customers will see on every later message. The subscription starts with that reply, which also proves the phone belongs to whoever filled in the form.",
      },
      {
        title: "QR codes for counters, table tents and booths",
        text: "Printed signage should carry a QR code or short link that opens the gate directly. A join keyword texted to a gated program is answered with a request for the full date of birth, in the thread or on this page, and no YES counts before a 21+ date.",
      },
    ],
  },
  rules: {
    heading: "Compliance the page enforces",
    intro:
      "Carriers want age-restricted programs to keep minors out and every program to show clear, affirmative consent. The page is built so those requirements cannot be switched off by accident. Which minimum age your products need is a legal question for your counsel.",
    points: [
      {
        title: "No publishing without the gate",
        text: "A program in an age-restricted category, alcohol, tobacco or firearms, cannot be published until its age gate is set to the category's minimum of 21, and a program that promotes vape, CBD or cannabis cannot be published at all. The refusal names the field, and the campaign brief lists it as a problem.",
      },
      {
        title: "The consent box starts unticked",
        text: "Its label is the full disclosure, with links to the terms and the privacy policy. Pre-ticked boxes and consent buried in general terms are exactly what consent law and carrier reviewers reject.",
      },
      {
        title: "Bots and abuse kept out",
        text: "A hidden honeypot field, a single-use form token that must be a few seconds old, a limit on sign-ups per IP address, caps per phone number and a daily sending budget keep the form from being used to spray confirmation texts at strangers.",
      },
      {
        title: "Works without JavaScript",
        text: "The form is a plain post answered with a redirect, so it works on old phones and locked-down browsers. A refused entry comes back with the typed number filled in, held briefly in a cookie for that page only and never placed in the URL.",
      },
      {
        title: "Every step lands in the ledger",
        text: "The request, the confirmation text, the YES and any later STOP are written to the append-only consent ledger with the disclosure version, its hash, the time, the page address and the age affirmation.",
      },
    ],
  },
  sender: "Highmark Cigar Club",
  samples: [
    {
      label: "Confirmation request",
      text: "Highmark Cigar Club: reply YES to confirm release and event texts, up to 4/mo. 21+ only. Msg & data rates may apply. Reply STOP to cancel.",
    },
    {
      label: "Welcome after YES",
      text: "Highmark Cigar Club: you're in. Expect up to 4 texts a month about releases and events. Reply HELP for help, STOP to opt out.",
    },
    {
      label: "First release after joining",
      text: "Highmark Cigar Club: the spring humidor release is Sat at 11am, 60 boxes, limit 2 per member. ID required at pickup. Reply STOP to opt out.",
    },
  ],
  faq: [
    {
      topic: "Age-gated opt-in",
      question: "Do you store customers' birth dates?",
      answer:
        "No. The date is used to work out the age at the moment of sign-up and then discarded. The ledger keeps the affirmation and when it was made.",
    },
    {
      topic: "Age-gated opt-in",
      question: "Can we embed the form in our own website?",
      answer:
        "Link to the hosted page or post to the public opt-in endpoint from your own form. Either way the same checks run on our side and the same disclosure is stored.",
    },
    {
      topic: "Age-gated opt-in",
      question: "What happens when we change the disclosure wording?",
      answer:
        "Publishing the change creates a new version. New sign-ups record the new text and version; earlier subscribers keep the wording they actually agreed to.",
    },
  ],
  related: ["consent-records", "numbers-and-registration"],
  cta: {
    heading: "Put a compliant sign-up in front of your customers",
    text: "Tell us what you sell and where customers first meet your brand. We will publish the gated page and walk through a test sign-up with you, from the date-of-birth question to the YES.",
    button: "Set up a gated sign-up",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
