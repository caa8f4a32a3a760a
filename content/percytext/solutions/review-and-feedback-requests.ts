import type { TopicPage } from "../../types";

/** Asking every customer how it went, without buying or filtering reviews. */
export const reviewAndFeedbackRequests = {
  slug: "review-and-feedback-requests",
  name: "Review and feedback requests",
  title: "Review request texts, done honestly",
  description:
    "Ask customers for feedback and a public review by text after a visit or purchase, with no incentives for reviews and no filtering of unhappy customers.",
  headline: "Ask every customer how it went, and hear the answer",
  intro:
    "Most happy customers never leave a review because nobody asked at the right moment. A text an hour after the haircut, the day after the delivery or the morning after the dinner is that moment. PercyText sends a short thank-you with a question and, where you want it, a link to the review site of your choice. The replies come to your inbox, so when something went wrong you hear about it from the customer directly and can put it right. What we will not help with is buying reviews or hiding the unhappy ones, and this page explains why.",
  uses: {
    heading: "Ways to ask for feedback by text",
    intro: "The best requests are short, arrive soon after the visit and make it easy to answer in a word.",
    points: [
      {
        title: "A quick question after the visit",
        text: "Ask how it went and let customers reply in their own words. A reply like 'great, but the wait was long' tells you more than a star rating, and you can answer it personally from the inbox.",
      },
      {
        title: "A link to your review page",
        text: "Include the link to your listing on the review site you care about. One link is better than a menu of five sites, and the text should be sent to every customer, not just the ones you expect to be pleased.",
      },
      {
        title: "Following up on a problem",
        text: "When a reply says something went wrong, whoever owns the conversation can call or text back the same day. Fixing the problem matters more than the review, and customers notice when a small business listens.",
      },
      {
        title: "Timing per business",
        text: "A café can ask the same afternoon; a contractor might wait until the job has been lived with for a week. You choose the delay for each kind of visit or order.",
      },
    ],
  },
  rules: {
    heading: "The honest way to ask for reviews",
    intro:
      "Review platforms and consumer protection rules are strict about how reviews are collected. PercyText is built to keep you on the right side of them.",
    points: [
      {
        title: "No incentives for reviews",
        text: "Do not offer a discount, a free item or a prize draw entry in return for a review. Major review sites prohibit it, federal rules forbid rewards that depend on the review being positive, and it can get a listing penalized. A thank-you is fine; a payment is not.",
      },
      {
        title: "Ask everyone, not only the happy ones",
        text: "Sending the review link only to customers who answered 'great' is called review gating, and review sites forbid it. Send the same request to every customer in the group you choose, whatever they said before.",
      },
      {
        title: "Consent to be texted",
        text: "Only text customers who agreed to hear from you by text, for example at checkout or when booking. Review requests are best covered by written consent, which PercyText records with the date and the words the customer agreed to.",
      },
      {
        title: "STOP, HELP and quiet hours",
        text: "Every request can be answered with STOP, which removes the customer at once, or HELP, which returns your contact details. Requests are sent only within each state's hours, decided by the customer's area code.",
      },
    ],
  },
  sender: "Sunny Side Café",
  samples: [
    {
      label: "Feedback question",
      text: "Sunny Side Café: Thanks for coming in today! How was everything? Just reply to this text, we read every answer. Reply STOP to opt out.",
    },
    {
      label: "Review link",
      sender: "Brightline Painting",
      text: "Brightline Painting: Thanks for choosing us for your kitchen. If you have a minute, we'd value a review: brightline.example/review. Reply STOP to opt out.",
    },
    {
      label: "Following up",
      text: "Sunny Side Café: Sorry your order was slow on Saturday, that's not how we want it. Can Maria call you tomorrow to hear more? Reply STOP to opt out.",
    },
  ],
  faq: [
    {
      topic: "Review requests",
      question: "Can we offer 10% off the next visit for leaving a review?",
      answer:
        "No. Rewards for reviews break the rules of the major review sites, a reward tied to a positive review breaks federal rules too, and the reviews may be removed. Thank customers, fix problems, and ask everyone; that is what works.",
    },
    {
      topic: "Review requests",
      question: "Can we only send the review link to customers who said they were happy?",
      answer:
        "No, that is review gating and review sites prohibit it. You can ask for private feedback too, but the review link should go to everyone you ask.",
    },
    {
      topic: "Review requests",
      question: "Does PercyText post or write reviews for us?",
      answer: "Never. We send your request to your customers. What they write, and where, is up to them.",
    },
  ],
  related: ["two-way-customer-texting", "appointment-reminders", "order-and-pickup-updates"],
  cta: {
    heading: "Hear from more of your customers",
    text: "Tell us where your customers review you and when they usually visit. We will set up your number and a fair review request within the 8-day setup guarantee.",
    button: "Start asking for feedback",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
