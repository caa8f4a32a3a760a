import { SETUP_GUARANTEE_DAYS } from "../../constants";
import type { TopicPage } from "../../types";

export const numbersAndRegistration = {
  slug: "numbers-and-registration",
  name: "Numbers and registration",
  title: "10DLC and toll-free number registration",
  description:
    "Local and toll-free numbers with A2P 10DLC brand and campaign registration filed for you, including restricted categories such as alcohol and firearms.",
  headline: "Numbers that carriers know, registered before the first send",
  intro:
    "In the United States, an application sending texts from an ordinary local number must be registered with the carriers first: a brand that says who the business is, and a campaign that says what it sends and how people agreed to receive it. Unregistered traffic is filtered or blocked. PercyTech provisions the numbers, files both registrations and keeps them aligned with what your program actually does, which matters most when the content is age-restricted.",
  uses: {
    heading: "What teams use this part of the platform for",
    intro:
      "Registration is paperwork with technical consequences. A mismatch between what was filed and what is sent is one of the commonest causes of filtered traffic, so we treat it as configuration.",
    points: [
      {
        title: "Provisioning local and toll-free numbers",
        text: "A local 10DLC number for a storefront that wants a familiar area code, or a toll-free number for a brand selling across states. Existing landlines can often be text-enabled instead of replaced, so customers keep the number printed on the door.",
      },
      {
        title: "Brand vetting",
        text: "The brand record carries the legal business name, tax ID, business type, address, website and an authorized contact. We check them against the business's own documents before filing, because a typo in an EIN is a rejection that costs days.",
      },
      {
        title: "Campaign registration per use case",
        text: "Each campaign declares its use case, a description, sample messages, the opt-in flow, the keywords and their answers, and links to terms and privacy. Our campaign brief assembles these from the program itself and lists any problem that would get it rejected, naming the field to fix.",
      },
      {
        title: "Multi-location and multi-brand setups",
        text: "A group with five taprooms or a parent company with several storefront brands needs numbers and campaigns that map cleanly to who is sending. We design that mapping once, so replies reach the right team.",
      },
    ],
  },
  rules: {
    heading: "The compliance this part enforces",
    intro:
      "Carriers and their registry decide whether a campaign is approved; no vendor can promise approval. What we can do is file accurately, anticipate the reviewer's questions and refuse to send in ways that would contradict the filing.",
    points: [
      {
        title: "Restricted content is declared, not hidden",
        text: "Alcohol, tobacco and firearms programs are registered as what they are, with the age gate described and shown, on the routes carriers accept: tobacco on 10DLC only, since toll-free refuses it whatever the gate, and vape, CBD and cannabis on no route at all. Trying to slip restricted content through a generic marketing campaign is how numbers get suspended.",
      },
      {
        title: "A published opt-in the reviewer can visit",
        text: "Each campaign points to a live public page that names the program, the keyword and the number, the message frequency, that message and data rates may apply, HELP and STOP, the support contact and, where gated, the age requirement.",
      },
      {
        title: "Sample messages match real traffic",
        text: "The samples we file are the templates your program uses: the confirmation request, the HELP answer, a typical announcement. If your messages change materially, the campaign should be updated before the new traffic starts.",
      },
      {
        title: "Opt-out keywords answered by the number",
        text: 'STOP and its standard synonyms, plain requests such as "please stop texting me" and the Spanish ALTO, START to resume, HELP and INFO for support: every registered number answers them automatically, which is also what the campaign form asks you to declare.',
      },
      {
        title: "Terms and privacy that say the right things",
        text: "Carriers require terms covering frequency, rates and opt-out, and a privacy policy stating that mobile numbers and opt-in data are not shared with third parties for marketing. Each published program has both.",
      },
    ],
  },
  sender: "Northgate Brewing",
  samples: [
    {
      label: "Opt-in confirmation (filed sample)",
      text: "Northgate Brewing: reply YES to confirm you want release and event texts, up to 4/mo. 21+ only. Msg & data rates may apply. Reply STOP to cancel, HELP for help.",
    },
    {
      label: "HELP answer (filed sample)",
      text: "Northgate Brewing: help at support@northgate.example or 555-0112. Up to 4 msgs/mo. Msg & data rates may apply. Reply STOP to opt out.",
    },
    {
      label: "Typical announcement (filed sample)",
      text: "Northgate Brewing: our Harvest Lager is on tap from Friday, with live music Sat 6pm in the taproom. ID required. Reply STOP to opt out.",
    },
  ],
  faq: [
    {
      topic: "Numbers and registration",
      question: "How long does carrier approval take?",
      answer: `It depends on the carriers' review queue, and a restricted category can draw follow-up questions. Our setup guarantee covers ${SETUP_GUARANTEE_DAYS} days from kick-off to launch, and we answer the reviewers' questions on your behalf.`,
    },
    {
      topic: "Numbers and registration",
      question: "Should we choose 10DLC or toll-free?",
      answer:
        "Local numbers suit businesses whose customers know them locally and expect a neighborhood area code. Toll-free suits brands selling nationally, except tobacco and vape, which toll-free refuses whatever the gate. Both need registration or verification before sending at volume.",
    },
    {
      topic: "Numbers and registration",
      question: "Can you move our existing registration to PercyTech?",
      answer:
        "Often the brand record can be reused, and campaigns are re-filed against our numbers. We review the existing filing first, because many older campaigns describe traffic that no longer matches.",
    },
    {
      topic: "Numbers and registration",
      question: "What happens if a campaign is rejected?",
      answer:
        "The rejection reason goes back into the campaign brief as a problem on the field concerned. We fix it with you and resubmit; nothing is sent on that campaign until it is approved.",
    },
  ],
  related: ["consent-records", "delivery-monitoring"],
  cta: {
    heading: "Get your numbers registered properly",
    text: "Tell us your brands, your locations and what each one sends. We will map numbers to campaigns, file the registrations and show you the brief before anything is submitted.",
    button: "Plan my registration",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
