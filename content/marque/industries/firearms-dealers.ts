import type { TopicPage } from "../../types";

export const firearmsDealers = {
  slug: "firearms-dealers",
  name: "Firearms dealers",
  title: "SMS for firearms dealers and FFLs",
  description:
    "Transfer arrivals, special orders, gunsmithing pickups and new inventory news for licensed firearms dealers, with a 21+ opt-in and no sales by text.",
  headline: "Your transfer is in: texting built for licensed dealers",
  intro:
    "A licensed dealer's phone rings all day with the same question: has my transfer arrived, is my special order in, is the rifle back from the gunsmith. A text answers before the customer has to ask. Marque sets up a firearms dealer's number so those notices and the occasional new-arrival announcement reach customers, while the sale itself stays at the counter with the paperwork the law requires.",
  uses: {
    heading: "The texts a gun shop sends most",
    intro:
      "For a dealer, the everyday value is in notices about something the customer is already waiting for. Promotions are a smaller, carefully worded part of the program.",
    points: [
      {
        title: "Transfer and special-order arrivals",
        text: "When a firearm shipped to you for a customer's transfer, or one you ordered in for them, checks in, a text tells them it is ready to start the paperwork. It names your shop and the pickup hours, not the make, model or serial number.",
      },
      {
        title: "Gunsmithing and service pickups",
        text: "Trigger jobs, scope mounting, cleaning and repairs. A ready-for-pickup note with your hours and a reminder to bring ID saves a call and clears your back room faster.",
      },
      {
        title: "New inventory and consignment",
        text: "Collectors and regulars like to hear that a consignment case was refreshed or that a long-awaited model hit the shelf. The text invites them to come look; it does not quote a price or take a deposit.",
      },
      {
        title: "Events at the shop",
        text: "Trade-in days, manufacturer demo days at a partner range, a customer appreciation weekend. These go only to customers who opted in to marketing.",
      },
    ],
  },
  rules: {
    heading: "What carriers and the law expect of a dealer",
    intro:
      "Firearms are among the content types carriers scrutinize most, and dealers carry their own federal and state obligations on top. Marque builds the texting side to carrier expectations; questions about transfers, records and state advertising rules belong with your compliance counsel.",
    points: [
      {
        title: "Service notices versus marketing",
        text: "A transfer-arrival or repair-ready text is a transactional message about the customer's own order. New arrivals and events are marketing and need express written consent, given on the gated sign-up page and confirmed with YES, with the record kept.",
      },
      {
        title: "No firearm sales by text",
        text: "A message may say something arrived or is in stock. It must not take payment, hold a firearm against a deposit or suggest a purchase can be completed remotely. The transfer, the background check and the forms happen in person, as the law requires.",
      },
      {
        title: "Keep sensitive details out",
        text: "Texts can be read on a lock screen. Leave out serial numbers, background-check status and anything about a denial or delay; ask the customer to call or come in instead.",
      },
      {
        title: "Opt-out and help replies",
        text: "STOP, END or UNSUBSCRIBE removes the customer immediately, with one confirming text. HELP replies give your shop's name and phone. An opted-out number receives nothing more from the program.",
      },
      {
        title: "Quiet hours and a stated pace",
        text: "Marketing goes out from 8:00 to 20:00 in the customer's local time, and the sign-up says how many texts a month to expect. Most dealers send far fewer promotions than service notices.",
      },
    ],
  },
  ageGate: {
    minimumAge: 21,
    heading: "A 21+ marketing list",
    text: "Licensed dealers may not sell a handgun to anyone under 21, and carriers reviewing a firearms campaign want to see the marketing list held to that line. Marque's sign-up form asks every subscriber for a date of birth and refuses anyone under 21; the counter sign points to that form with a QR code, not a keyword. We store only that the person affirmed being 21 or older and when. The gate is part of the campaign registration we file, with your sample messages.",
  },
  sender: "Granite Arms",
  samples: [
    {
      label: "Transfer arrived",
      text: "Granite Arms: your transfer has arrived and is ready to process. Stop by Tue-Sat 10am-6pm with a valid photo ID. Questions? Call 555-0163.",
    },
    {
      label: "Service ready",
      text: "Granite Arms: your scope mounting is finished and ready for pickup. We're open until 6pm today. Please bring your claim ticket and ID.",
    },
    {
      label: "Consignment update",
      text: "Granite Arms: our consignment case was restocked this week, including several older revolvers. Come take a look in store. Reply STOP to opt out.",
    },
  ],
  faq: [
    {
      topic: "Firearms dealers",
      question: "Can we text the make and model when a transfer arrives?",
      answer:
        "We advise against it. A short notice that the transfer is in, with your hours, does the job and keeps details off a lock screen and out of the carrier's content filters.",
    },
    {
      topic: "Firearms dealers",
      question: "Can customers reply to hold an item?",
      answer:
        "They can ask you to call them, and staff can answer in the shared inbox. Holding a firearm against a payment made by text is exactly what carriers treat as a sale, so keep holds to conversations at the counter.",
    },
    {
      topic: "Firearms dealers",
      question: "Is a firearms program harder to register?",
      answer:
        "Reviewers look more closely, and a vague description gets rejected. We file a precise one, with the age gate and sample texts like the ones on this page, and answer the carrier's follow-up questions for you.",
    },
  ],
  related: ["gun-ranges", "hunting-outfitters", "tactical-gear"],
  cta: {
    heading: "Stop answering is-it-in calls",
    text: "Tell us how transfers, special orders and service pickups run at your shop. We register the number for a firearms business and set up the notices and the 21+ marketing sign-up.",
    button: "Set up my shop's notices",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
