import type { TopicPage } from "../../types";

/** A shared inbox on the shop's own local number. */
export const twoWayCustomerTexting = {
  slug: "two-way-customer-texting",
  name: "Two-way customer texting",
  title: "Two-way texting with your customers",
  description:
    "Let customers text your business number and answer from a shared inbox on your phone or computer. Saved replies, team notes and opt-outs handled.",
  headline: "Let customers text you, and answer from anywhere",
  intro:
    "Your customers already text everyone else in their lives. When they want to ask whether you have a size in stock, if the bakery can do a gluten-free cake on Saturday, or what time the shop closes on a holiday, a phone call feels like a chore. PercyText gives your business a local number they can text, and gives your team one inbox where every conversation lives. Whoever is free answers, from the counter computer or the phone in their pocket, and nobody has to hand out a personal mobile number ever again.",
  uses: {
    heading: "What small businesses use the inbox for",
    intro: "Two-way texting is less about campaigns and more about conversations that used to need a phone call.",
    points: [
      {
        title: "Quick questions",
        text: "Opening hours, parking, whether the special is still on, whether you take walk-ins. A saved reply answers the common ones in two taps, and the customer gets an answer while they are still deciding where to go.",
      },
      {
        title: "Quotes and photos",
        text: "A customer texts a photo of the scratched table or the broken bike derailleur, you reply with a rough price and a time to bring it in. The whole exchange stays in one thread you can scroll back through later.",
      },
      {
        title: "Special orders",
        text: "Florists, bakeries and gift shops take custom orders by text: colors, names for the cake, delivery address. The thread is the order record, and a teammate picking it up the next morning sees everything that was agreed.",
      },
      {
        title: "Handing off between staff",
        text: "Assign a conversation to a teammate, leave an internal note they can see and the customer cannot, and mark it done when it is. The morning shift picks up where the evening shift stopped.",
      },
    ],
  },
  rules: {
    heading: "Conversations have rules too",
    intro:
      "Replying to someone who texted you first is simple. A few things still matter, and PercyText takes care of most of them.",
    points: [
      {
        title: "A reply is not a subscription",
        text: "When a customer texts you a question, you may answer it. That does not sign them up for promotions. If you want to send them offers later, ask them to join your list with a keyword or a form, which records their consent.",
      },
      {
        title: "Business number, not personal phones",
        text: "Staff text from the business number through the app, so customer numbers stay with the business when people move on, and no one's private mobile ends up on a customer's phone.",
      },
      {
        title: "STOP means stop",
        text: 'If a customer replies STOP, or writes "please stop texting me", your number sends them nothing more after one confirmation, manual texts included. HELP returns your business name and phone number.',
      },
      {
        title: "Reasonable hours",
        text: "Texts you start follow each state's hours, decided by the customer's area code, 8:00 to 20:00 at the widest. A message written after hours waits, shown as scheduled with the time it will go, so a late question gets its answer first thing.",
      },
    ],
  },
  sender: "Fern & Fig Florist",
  samples: [
    {
      label: "Answering a question",
      text: "Fern & Fig Florist: Hi Dana, yes, we can do a peony bouquet for Saturday. Pickup from 10 AM, or delivery in town for $12. Want me to put one aside?",
    },
    {
      label: "Quote after a photo",
      sender: "Spoke & Chain Bikes",
      text: "Spoke & Chain Bikes: Thanks for the photo. That looks like a bent derailleur hanger, usually about $35 fitted. Can you drop it in Thursday after 2?",
    },
    {
      label: "Order ready",
      text: "Fern & Fig Florist: Your bouquet is ready at the counter. We're open until 6 PM today. Reply STOP to opt out of texts from us.",
    },
  ],
  faq: [
    {
      topic: "Two-way texting",
      question: "Can several people answer from the same number?",
      answer:
        "Yes. The Plus and Pro plans include a shared team inbox, so everyone sees the same conversations and can assign them to each other. Basic is for one person answering.",
    },
    {
      topic: "Two-way texting",
      question: "Can customers text our existing landline number?",
      answer:
        "Often, yes. We can text-enable many landline numbers so customers text the number already on your sign. Otherwise we give you a new local number.",
    },
    {
      topic: "Two-way texting",
      question: "Do texts show in the app on my phone?",
      answer:
        "Yes. Use the app on your phone or the web inbox on any computer. Both show the same conversations, and you can turn notifications off after hours.",
    },
  ],
  related: ["order-and-pickup-updates", "appointment-reminders", "text-to-join-keywords"],
  cta: {
    heading: "Give customers a number they can text",
    text: "Tell us how many people answer the phone at your place. We will set up your number and team inbox within the 8-day setup guarantee.",
    button: "Get a textable number",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
