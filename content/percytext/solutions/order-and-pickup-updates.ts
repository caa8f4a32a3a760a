import type { TopicPage } from "../../types";

/** Ready-for-pickup, delivery and back-in-stock texts for shops that fill orders. */
export const orderAndPickupUpdates = {
  slug: "order-and-pickup-updates",
  name: "Order and pickup updates",
  title: "Order ready and pickup texts",
  description:
    "Tell customers their order is ready, when a delivery is on its way or when a held item is back in stock, by text from your shop's own number.",
  headline: "Order updates that end the 'is it ready yet?' phone call",
  intro:
    "Shops that fill orders spend a surprising part of the day answering one question: is it ready? The print shop, the tailor, the hardware store holding a special order, the bakery with a birthday cake on the shelf. PercyText lets you send that answer before it is asked. Mark the order ready and the customer gets a text with your hours and where to collect it. If they reply with a question, it lands in your inbox. The phone rings less, shelves of uncollected orders get shorter, and customers stop turning up before the job is done.",
  uses: {
    heading: "Order texts that save everyone a trip",
    intro: "These messages are informational: they tell a customer something about an order they placed.",
    points: [
      {
        title: "Ready for pickup",
        text: "The moment an order is ready, the customer hears about it, with your closing time and any pickup instructions such as the side door or the collection counter.",
      },
      {
        title: "Out for delivery",
        text: "Local delivery businesses text a time window when the van leaves, so someone is home to sign for the furniture or the flowers.",
      },
      {
        title: "Special orders and back-in-stock",
        text: "When a part, a book or a size you ordered in for a customer arrives, they get a note to come and collect it. It applies only to items they asked you to get, so it stays an order update rather than an advert.",
      },
      {
        title: "Still waiting on the shelf",
        text: "A gentle reminder after a few days for orders not yet collected, with a date after which you may release the item. Fewer orders are left forgotten in the back room.",
      },
    ],
  },
  rules: {
    heading: "Keeping order texts on the right side of the line",
    intro: "Order updates are among the least regulated texts a business sends, as long as they stay about the order.",
    points: [
      {
        title: "Consent at the time of ordering",
        text: "Ask for the mobile number for order updates when the order is placed, on the order form or at the counter, and say that you will text about this order. PercyText records that agreement with the order.",
      },
      {
        title: "No sales pitch in the update",
        text: "Adding 'and 20% off everything this weekend' to a pickup text turns it into marketing, which requires express written consent. Keep offers for customers who joined your offers list.",
      },
      {
        title: "STOP and HELP",
        text: "A reply of STOP at any time ends your texts to that customer, order updates included, after one confirmation. HELP returns your shop's name and phone number.",
      },
      {
        title: "Timing",
        text: "Order updates follow each state's hours, decided by the customer's area code. An order marked ready at 21:00 sends its text when the next morning's window opens, 8:00 in most states.",
      },
    ],
  },
  sender: "Ink & Paper Print Co",
  samples: [
    {
      label: "Ready for pickup",
      text: "Ink & Paper Print Co: Your order #2041 is ready. Collect at the counter, open until 5:30 PM today. Reply STOP to opt out.",
    },
    {
      label: "Special order arrived",
      sender: "Hillside Hardware",
      text: "Hillside Hardware: The part you ordered has arrived and is held at the front desk under your name for 7 days. Reply STOP to opt out.",
    },
    {
      label: "Delivery window",
      sender: "Oak & Thread Furniture",
      text: "Oak & Thread Furniture: Your delivery is on the way, arriving between 1 and 3 PM today. Reply if no one will be home. Reply STOP to opt out.",
    },
  ],
  faq: [
    {
      topic: "Order updates",
      question: "Can my online store send these texts automatically?",
      answer:
        "If your store or order system can call a webhook, order status changes can trigger the text. Otherwise your team marks the order ready in PercyText and the text goes out.",
    },
    {
      topic: "Order updates",
      question: "Do order updates need the same consent as marketing?",
      answer:
        "They need the customer's agreement to be texted about the order, usually given when they order. Marketing needs express written consent on top. PercyText keeps the two separate.",
    },
    {
      topic: "Order updates",
      question: "Can customers reply to the pickup text?",
      answer:
        "Yes. Replies go to your inbox, so a customer can ask you to hold it until Monday and you can answer from the same thread.",
    },
  ],
  related: ["two-way-customer-texting", "appointment-reminders", "text-to-join-keywords"],
  cta: {
    heading: "Let customers know the moment it's ready",
    text: "Tell us how orders move through your shop. We will set up your number and your first pickup text within the 8-day setup guarantee.",
    button: "Set up order texts",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
