import { VERTICALS } from "@/lib/compliance/verticals";
import type { TopicPage } from "../../types";

export const firearmsDealers = {
  slug: "firearms-dealers",
  name: "Firearms dealers",
  title: "SMS for firearms dealers and FFLs",
  description:
    "Transfer arrivals, special orders, gunsmithing pickups, classes and shop events for licensed firearms dealers, with a 21+ opt-in and no sales by text.",
  headline: "Your transfer is in: texting built for licensed dealers",
  intro:
    "A licensed dealer's phone rings all day with the same question: has my transfer arrived, is my special order in, is the rifle back from the gunsmith. A text answers before the customer has to ask. Marque sets up a firearms dealer's number so those notices and the occasional class or event invitation reach customers, while the stock and the sale stay at the counter with the paperwork the law requires.",
  uses: {
    heading: "The texts a gun shop sends most",
    intro:
      "For a dealer, the everyday value is in notices about something the customer is already waiting for. Class and event invitations are a smaller, carefully worded part of the program; stock offers are no part of it.",
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
        title: "Classes and range days",
        text: "A basic pistol safety course, a new-shooter day at a partner range, a cleaning clinic at the counter. Carriers accept classes and range time from a firearms business, and seats fill when the invitation reaches customers who asked for it.",
      },
      {
        title: "Events at the shop",
        text: "A manufacturer's demo day at a partner range, a customer appreciation weekend, a holiday open house. These go only to customers who opted in to marketing, and they invite people in without naming stock or prices.",
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
        text: "A transfer-arrival or repair-ready text is a transactional message about the customer's own order. Class and event invitations are marketing and need express written consent, given on the gated sign-up page and confirmed with YES, with the record kept.",
      },
      {
        title: "No firearm sales by text",
        text: "A message may say a customer's own transfer arrived or a class has seats. It must not announce stock, quote a price, take payment, hold a firearm against a deposit or suggest a purchase can be completed remotely: carriers refuse texts that promote firearm sales, gate or no gate. The transfer, the background check and the forms happen in person, as the law requires.",
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
        text: "Marketing goes out only within each state's hours, decided by the customer's area code, and the sign-up says how many texts a month to expect. Most dealers send far fewer invitations than service notices.",
      },
    ],
  },
  ageGate: {
    minimumAge: 21,
    heading: "A 21+ marketing list",
    text: `Licensed dealers may not sell a handgun to anyone under 21, and carriers reviewing a firearms campaign want to see the marketing list held to that line. Marque's sign-up form asks every subscriber for a date of birth and refuses anyone under 21; the counter sign points to that form with a QR code, not a keyword. We store only that the person affirmed being 21 or older and when. The gate is part of the campaign registration we file, with your sample messages. ${VERTICALS.firearms.routeNote}`,
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
      label: "Class invitation",
      text: "Granite Arms: our next basic pistol safety class is Sat 9am at Ridge Range, 8 seats. Reply SEAT and we'll call to book you. Reply STOP to opt out.",
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
