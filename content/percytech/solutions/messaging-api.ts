import type { TopicPage } from "../../types";

export const messagingApi = {
  slug: "messaging-api",
  name: "Messaging API",
  title: "Messaging API and signed webhooks",
  description:
    "A JSON API for opt-ins, programs, subscribers and sends, plus signed webhooks your systems can verify, with consent and quiet hours checked server-side.",
  headline: "An API that will not let your code break the rules",
  intro:
    "Most teams connect texting to something they already run: a point-of-sale system that knows when an order is ready, a booking tool that knows when a lane or a tour starts, a CRM that holds the customer record. PercyTech's API is plain JSON over HTTPS with predictable errors, and every send passes the same consent, opt-out and quiet-hours checks as a message typed by staff. Your integration cannot text someone who said STOP, however it is written.",
  uses: {
    heading: "What developers build on it",
    intro: "Integrations tend to fall into a few shapes, each starting from a system you already run.",
    points: [
      {
        title: "Opt-in from your own forms",
        text: "Post a phone number, the consent checkbox, a date of birth where the program is age-gated and a form token to the public opt-in endpoint. The platform stores the disclosure, sends the confirmation text from the program's own number and answers 201, or 422 naming the field that failed.",
      },
      {
        title: "Transactional texts from your systems",
        text: "When an order is ready or a booking is made, your backend asks for a text to a number that confirmed consent. The message joins the outbox, so your request returns immediately and the delivery result arrives later by receipt.",
      },
      {
        title: "Programs and subscribers as data",
        text: "Create and update a program's draft, publish a version, read its campaign brief with any problems listed by field, and export subscribers as CSV filtered by status. Agencies managing many storefronts script this instead of clicking.",
      },
      {
        title: "Events into your stack",
        text: "Each new lead is posted to a URL you choose, through the same durable outbox as texts: retried with backoff, kept across restarts and never dropped because your endpoint was briefly down.",
      },
    ],
  },
  rules: {
    heading: "Rules the API enforces for you",
    intro:
      "An API is where compliance most often leaks, because a script can do in a second what a person would never do by hand. These checks run on our side, so no client can skip them.",
    points: [
      {
        title: "Consent before content",
        text: "A send to a number without confirmed consent is refused with a reason, as is a send to a number that opted out. There is no override flag.",
      },
      {
        title: "Each state's hours",
        text: "Messages your systems start are held outside the recipient's state hours, decided by area code, and released when the window opens. Codes, confirmations and STOP or HELP answers are exempt because the person just asked for them.",
      },
      {
        title: "Signed in both directions",
        text: "Outgoing webhooks are signed the Standard Webhooks way, with webhook-id, webhook-timestamp and webhook-signature headers, so your receiver can reject forgeries and replays. Incoming carrier callbacks are accepted only with a valid provider signature, and oversized bodies are refused while they stream.",
      },
      {
        title: "Errors you can program against",
        text: "Every error has the same JSON shape: a code, a human message and, for validation problems, the fields concerned. A duplicate slug or number is a 409; a bad field is a 422 naming it; a published age-restricted program without its gate is refused.",
      },
      {
        title: "Limits that hold across servers",
        text: "Per-number caps and the daily sending budget are counted in the database, so scaling out your workers or ours does not multiply them. A refused send says so plainly instead of failing silently.",
      },
    ],
  },
  sender: "Fenwick Outdoor",
  samples: [
    {
      label: "Pickup notice from a point of sale",
      text: "Fenwick Outdoor: your order is packed and ready for pickup at the service desk. Open until 8pm. Questions? Call 555-0138.",
    },
    {
      label: "Booking confirmation from a scheduler",
      text: "Fenwick Outdoor: you're booked for the intro fly-casting clinic on Sat at 9am. Reply C to cancel, HELP for help.",
    },
    {
      label: "Confirmation request after a web opt-in",
      text: "Fenwick Outdoor: reply YES to confirm gear-drop and event texts, up to 4/mo. Msg & data rates may apply. Reply STOP to cancel.",
    },
  ],
  faq: [
    {
      topic: "Messaging API",
      question: "Do webhooks arrive exactly once?",
      answer:
        "At least once. A post that times out is retried, so use the webhook-id header to ignore a delivery you have already processed.",
    },
    {
      topic: "Messaging API",
      question: "Can we send marketing campaigns through the API?",
      answer:
        "You can, to numbers with confirmed consent, within quiet hours and the program's registered use case. Content that falls outside the registered campaign should wait until the campaign is updated.",
    },
    {
      topic: "Messaging API",
      question: "Is there a sandbox?",
      answer:
        "Without a provider configured, messages stay in the outbox marked as unsent with their full text, which makes a safe local environment for building an integration before any real number is involved.",
    },
  ],
  related: ["delivery-monitoring", "consent-records"],
  cta: {
    heading: "Connect texting to the systems you already run",
    text: "Tell us what your point of sale, booking tool or CRM can call, and we will sketch the integration with your developers, from opt-in to receipts.",
    button: "Talk to an engineer",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
