import { VERTICALS } from "@/lib/compliance/verticals";
import type { TopicPage } from "../../types";

export const tobaccoShops = {
  slug: "tobacco-shops",
  name: "Tobacco shops",
  title: "SMS for tobacco shops and pipe stores",
  description:
    "Restock notices, new pipe blends and holiday hours for tobacco shops, texted to customers who affirmed they are 21+, with consent on file and STOP handled.",
  headline: "Tell your regulars the blend is back on the shelf",
  intro:
    "A tobacco shop's best customers come in for something specific: a pipe tobacco that sells out, a brand of papers, a lighter sent out for repair. They want to know when it is in, and nothing more. Marque gives a neighborhood shop a short, age-gated list of people who asked to hear from it, and a 10DLC number registered for tobacco so those notices arrive.",
  uses: {
    heading: "Messages a tobacco shop gets thanked for",
    intro:
      "Counter staff already answer the same questions on the phone every week. Texting turns those calls into one note to the people who care.",
    points: [
      {
        title: "Back-in-stock notices",
        text: "Bulk blends, tins from small makers and seasonal pipe tobaccos come and go. Customers can ask to be told when a particular one returns, and one message on delivery day saves a dozen calls asking whether it came in yet.",
      },
      {
        title: "New pipes and accessories",
        text: "An estate pipe collection, a new briar maker, a shipment of tampers and pouches: the enthusiasts who collect these like seeing a photo link to your own page and coming in to handle the piece before it is gone.",
      },
      {
        title: "Repairs and special orders ready",
        text: "A restemmed pipe, a refilled butane lighter, a case of a brand you ordered in for one customer. A pickup note is a service message, and it should say what is ready and that ID is needed at the counter.",
      },
      {
        title: "Hours, holidays and tax changes",
        text: "When a state excise change moves shelf prices or the shop closes for inventory, regulars would rather hear it from you first than be surprised at the register.",
      },
    ],
  },
  rules: {
    heading: "Compliance for a retail tobacco program",
    intro:
      "Carriers file tobacco under restricted content and look for signs that a shop's texts reach adults who opted in and that nothing is sold through the message itself. Local rules on flavors, displays and promotions differ from city to city, so ask your counsel what applies to your storefront.",
    points: [
      {
        title: "Opt-in the carrier can verify",
        text: "Customers join by scanning the sign at the register or using the form linked from your website; both open the same age-gated page. It shows the program name, what you send, how often, that message and data rates may apply, and how to stop. The record of that consent is time-stamped and kept.",
      },
      {
        title: "Announce in the text, sell at the counter",
        text: "Shipping tobacco to consumers is heavily restricted and carriers reject programs that look like remote sales. Your messages say what is in stock; the transaction and the ID check happen in the shop.",
      },
      {
        title: "Leave vape products out",
        text: "No carrier takes vape or e-cigarette texts, on any kind of number, with or without an age gate. If part of your shelf is vape hardware, keep it out of your texts entirely: we cannot register a program that promotes it, and one vape mention can sink the whole registration.",
      },
      {
        title: "Opt-out in one word",
        text: "STOP, UNSUBSCRIBE, CANCEL or QUIT ends the shop's texts on the spot, and so does a plain \"take me off your list\"; a single confirmation follows and nothing after it. HELP returns your shop's name and phone number.",
      },
      {
        title: "Send during the day",
        text: "Promotional texts go out only within each state's hours, decided by the customer's area code: from 8 a.m. to 8 p.m. in most states, from 10 a.m. in Kentucky, and not on Sunday in Rhode Island. A restock scheduled at midnight by a busy owner simply waits and leaves when the window opens.",
      },
    ],
  },
  ageGate: {
    minimumAge: 21,
    heading: "Adults only, checked at sign-up",
    text: `Since the federal Tobacco 21 law, no tobacco product may be sold to anyone under 21, and carriers expect the texting program to respect the same line. The sign-up form asks each customer for a date of birth and refuses anyone younger than 21 before a number is ever saved. We record that the person affirmed being 21 or older and when, without storing the date. The gate is described in your campaign registration alongside your sample texts, because reviewers ask for it. ${VERTICALS.tobacco.routeNote}`,
  },
  sender: "Old Quarter Tobacco",
  samples: [
    {
      label: "Restock notice",
      text: "Old Quarter Tobacco: Dunmore Flake is back, 12 tins on the shelf today. Ask at the counter, ID required. Reply STOP to opt out.",
    },
    {
      label: "Pickup ready",
      text: "Old Quarter Tobacco: your restemmed briar is ready for pickup, open till 7pm. Please bring a photo ID. Questions? Call 555-0187.",
    },
    {
      label: "Store notice",
      text: "Old Quarter Tobacco: we're closed Mon for inventory and open as usual Tue 10am. Thanks for shopping local! Reply STOP to opt out.",
    },
  ],
  faq: [
    {
      topic: "Tobacco shops",
      question: "Can customers ask to be told about one specific blend?",
      answer:
        "Yes. Staff can tag a subscriber with the products they asked about, and a restock note then goes only to those people instead of the whole list.",
    },
    {
      topic: "Tobacco shops",
      question: "Do I need a separate program for papers and accessories?",
      answer:
        "No. One gated list covers the whole shop. Because the store sells tobacco, we gate every sign-up at 21+ even if a given text is about a lighter.",
    },
    {
      topic: "Tobacco shops",
      question: "Can I run a discount by text?",
      answer:
        "Some cities restrict tobacco coupons and price promotions, and carriers scrutinize them. We prefer informational messages for this category; ask your counsel before you plan a price offer.",
    },
  ],
  related: ["cigar-lounges", "distilleries"],
  cta: {
    heading: "Start a restock list for your shop",
    text: "Send us your shop's name and what you stock. We register a 10DLC number for tobacco, since toll-free numbers refuse it, and set up the age-gated sign-up sign for your counter and the first restock note.",
    button: "Set up my shop's texts",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
