import type { TopicPage } from "../../types";

export const deliveryMonitoring = {
  slug: "delivery-monitoring",
  name: "Delivery monitoring",
  title: "SMS delivery monitoring and receipts",
  description:
    "Every text tracked from outbox to handset: carrier receipts, retries with backoff, dead-letter review and one alert per outage instead of silent failure.",
  headline: "Know what was delivered, what failed and why",
  intro:
    "A text that silently disappears is worse than one that visibly fails, because nobody fixes it. PercyTech puts every outgoing message through a durable outbox, follows it until the carrier reports what happened, and tells your team when a whole channel goes wrong. Operations staff see the state of each message; engineers see the numbers that describe the pipeline's health.",
  uses: {
    heading: "What ops and engineering teams watch",
    intro:
      "The monitoring is built around the questions people actually ask on a bad day: did it go, did it arrive, and is something broken for everyone or just for one number?",
    points: [
      {
        title: "A per-message trail",
        text: "The outbox view shows each message's state, how many attempts it took, the provider's last answer and how long it has waited. A support agent answering 'I never got the text' can see in seconds whether it was delivered, undelivered or refused, with the carrier's error code.",
      },
      {
        title: "Carrier delivery receipts",
        text: "Status callbacks from the carrier route mark each text delivered, undelivered or failed. Callbacks are accepted only with a valid signature over our public URL, so a forged receipt cannot mark a failed message as delivered.",
      },
      {
        title: "A health endpoint for your uptime checks",
        text: "A single health URL reports the database, the newest migration and the outbox: messages pending, messages dead, and the age of the oldest one still waiting. Point your load balancer or monitoring at it and alert on dead messages or a growing backlog.",
      },
      {
        title: "Alerts that do not flood",
        text: "When a channel has failed for several minutes without a single success, staff receive one alert email for that outage, however many servers notice it. The same applies when the day's sending budget runs out.",
      },
    ],
  },
  rules: {
    heading: "Guarantees the delivery pipeline enforces",
    intro:
      "Reliability and compliance meet in the outbox: a retry must never resend to someone who opted out, and a held message must never slip out at night.",
    points: [
      {
        title: "Written with the event that caused it",
        text: "A message row is committed in the same database transaction as the action that produced it, so a crash cannot leave a confirmed order without its notice, or a notice without its order.",
      },
      {
        title: "Retries with backoff, then a dead letter",
        text: "Temporary failures are retried with exponential backoff and jitter, starting at about thirty seconds. After the configured number of attempts the message is marked dead and waits for a person to retry or drop it. Permanent refusals, such as a landline or an unsubscribed number, are dead at once with the reason.",
      },
      {
        title: "Exactly one holder per send",
        text: "Workers claim messages with a lease and a claim token; only the holder of the token can record the outcome. A server that stalls past its lease cannot overwrite the result of the one that took over, and the message id doubles as the provider's idempotency key.",
      },
      {
        title: "State hours and opt-outs checked at send time",
        text: "Texts that staff start leave only within the recipient's state hours, decided by area code, and at most three in 24 hours to a Florida, Oklahoma or Maryland number; outside them they wait, shown as scheduled with the local time they will go and the rule that held them. Confirmations, codes and STOP or HELP answers are never held. An opted-out number is skipped even on retry.",
      },
      {
        title: "Caps that protect the sender's reputation",
        text: "Per-number hourly caps and a daily budget for the whole service stop a bug or an abusive form from burning through carrier goodwill. When the budget is spent, new texts are refused with a clear reason instead of queueing forever.",
      },
    ],
  },
  sender: "Summit Trail Supply",
  samples: [
    {
      label: "Order-ready notice",
      text: "Summit Trail Supply: your order #4471 is ready for pickup at the Main St counter until 7pm today. Questions? Call 555-0195.",
    },
    {
      label: "Re-sent after a carrier delay",
      text: "Summit Trail Supply: reminder, your bike tune-up is booked for Thu 10am. Reply C to cancel or R to reschedule.",
    },
    {
      label: "HELP answer",
      text: "Summit Trail Supply: for help call 555-0195 or email help@summittrail.example. Msg & data rates may apply. Reply STOP to opt out.",
    },
  ],
  faq: [
    {
      topic: "Delivery monitoring",
      question: "Does delivered mean the customer read it?",
      answer:
        "No. A delivery receipt means the carrier handed the text to the handset. SMS has no read receipts, so replies and redemptions remain the measure of whether people act on it.",
    },
    {
      topic: "Delivery monitoring",
      question: "Can a retry send the same text twice?",
      answer:
        "Delivery is at least once: a server that dies mid-send hands the message back after its lease. We pass the message id to the provider as an idempotency key, which prevents duplicates wherever the provider honors it.",
    },
    {
      topic: "Delivery monitoring",
      question: "How do we notice carrier filtering?",
      answer:
        "Filtering shows up as undelivered receipts carrying specific carrier error codes, often clustered on one campaign or one kind of wording. Because each message in the outbox view shows its code, the pattern stands out within hours rather than weeks.",
    },
    {
      topic: "Delivery monitoring",
      question: "Can our own monitoring read these numbers?",
      answer:
        "Yes. The health endpoint returns JSON your uptime tool can parse, and the server writes structured logs and traces you can ship to your own stack.",
    },
  ],
  related: ["messaging-api", "numbers-and-registration"],
  cta: {
    heading: "Stop guessing whether texts arrived",
    text: "Show us how you send today and where messages go missing. We will walk through the outbox, the receipts and the health checks on a live account.",
    button: "See delivery monitoring",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
