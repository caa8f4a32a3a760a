import type { TopicPage } from "../../types";

export const huntingOutfitters = {
  slug: "hunting-outfitters",
  name: "Hunting outfitters",
  title: "Texting for hunting outfitters and guides",
  description:
    "Guided hunt bookings, deposit and tag-draw reminders, camp logistics and weather changes for hunting outfitters, texted with consent and a 21+ gate.",
  headline: "From the tag draw to the last morning in camp",
  intro:
    "An outfitter's season is planned a year ahead and decided by details: the application deadline for a limited tag, the balance due date, which airstrip the client flies into, a storm that pushes the pack-in back a day. Clients are busy people in other states, and they read texts. Marque gives guides and lodges a registered number and a consented list so the logistics and the next season's openings reach them without a phone chase.",
  uses: {
    heading: "How outfitters use texting through the year",
    intro:
      "Much of what an outfitter sends is logistics for a trip the client already booked. The rest is a handful of well-timed notes about openings for the next season.",
    points: [
      {
        title: "Draw deadlines and tag results",
        text: "Many western hunts depend on a state draw. A reminder a week before the application closes, and a note to check results when they post, keeps returning clients in the running. The text points them to the state agency; it never applies on their behalf without their say-so.",
      },
      {
        title: "Deposits, balances and paperwork",
        text: "When the balance is due, when the license must be bought, which waivers and hunter-education cards to bring. Short reminders tied to each client's booking cut the back and forth by email.",
      },
      {
        title: "Travel and camp logistics",
        text: "Pickup time at the airport or trailhead, the gear list, a change of camp because of snow, a delayed start after a road closure. In the days before a hunt these texts matter more than anything else you send.",
      },
      {
        title: "Openings and next season",
        text: "A cancellation that frees a week in elk camp, a new spring bear hunt, early booking for returning clients. These promotional notes go only to clients who opted in.",
      },
    ],
  },
  rules: {
    heading: "Compliance for guides and lodges",
    intro:
      "Because hunts involve firearms, carriers treat an outfitter's promotions as restricted content and look for an age check and clean consent. State wildlife agencies set their own rules on licensing and advertising guided hunts; check those with the agency or your counsel.",
    points: [
      {
        title: "Consent gathered at booking or online",
        text: "Clients reach the age-gated sign-up page from a link in your booking confirmation or the QR code on your show booth banner, tick an unticked box, and then confirm with YES. The words they agreed to and the time are stored, and you can export that proof per client.",
      },
      {
        title: "Logistics are not promotions",
        text: "Reminders about a hunt the client booked are service messages. Keep them free of sales pitches, so that a client who only wants logistics is not pushed onto the marketing list.",
      },
      {
        title: "Nothing sold that needs an in-person check",
        text: "Rifles, ammunition or licenses are not sold through your texts. Point to the state agency for licenses and keep any firearm rentals to the paperwork done in person at camp or the shop.",
      },
      {
        title: "STOP works from the field",
        text: "A client who replies STOP, or writes \"please stop texting me\", stops getting the outfit's texts at once, wherever they are, after one confirmation. HELP answers with your outfit's name and a phone number that reaches the office.",
      },
      {
        title: "Client states, not camp time",
        text: "Clients live far from camp. Promotional texts wait for each client's state hours, decided by the area code of their number, so a note sent from the lodge at dawn Mountain time does not wake someone in New York, and a Rhode Island client hears nothing on a Sunday.",
      },
    ],
  },
  ageGate: {
    minimumAge: 21,
    heading: "Adults on the marketing list",
    text: "Carriers register firearms-related programs more readily when the list is limited to adults, and 21+ is the line they expect. Marque's sign-up asks for the date of birth and declines anyone under 21 for marketing. Youth hunts are booked and messaged through a parent or guardian, who is the one on the list. We keep the 21+ affirmation and its time as part of the consent record, and not the birth date.",
  },
  sender: "Wolf Creek Outfitters",
  samples: [
    {
      label: "Draw reminder",
      text: "Wolf Creek Outfitters: the state elk draw closes Apr 7. If you want to hunt with us this fall, apply on the wildlife agency site before then. Reply STOP to opt out.",
    },
    {
      label: "Trip logistics",
      text: "Wolf Creek Outfitters: pickup is Fri 2pm at the Gunnison airport, blue truck with our logo. Pack rain gear, snow is possible at camp. Call 555-0129 if your flight changes.",
    },
    {
      label: "Opening",
      text: "Wolf Creek Outfitters: a cancellation opened Oct 14-20 in our high camp, 2 hunters. Reply CALL and a guide will call you today. Reply STOP to opt out.",
    },
  ],
  faq: [
    {
      topic: "Hunting outfitters",
      question: "Our clients are in many states. Whose quiet hours apply?",
      answer:
        "The recipient's. We work out each client's state from the area code of their number and hold promotional texts outside that state's hours, 8:00 to 20:00 at the widest, whatever time it is in camp.",
    },
    {
      topic: "Hunting outfitters",
      question: "Can we text clients when camp has no cell service?",
      answer:
        "Texts go out from our platform, not from camp, so office staff can send logistics while guides are in the backcountry. Replies wait in the shared inbox until someone is back in range.",
    },
    {
      topic: "Hunting outfitters",
      question: "Do returning clients have to opt in again?",
      answer:
        "If you have no written consent on record for marketing texts, yes. A single invitation to join, with the age question, brings returning clients onto a list you can prove.",
    },
  ],
  related: ["outdoor-recreation", "firearms-dealers", "sporting-goods-stores"],
  cta: {
    heading: "Fill next season's camps",
    text: "Tell us about your hunts, your booking season and where your clients come from. We set up the number, the registration and the age-checked sign-up before your booth at the next show.",
    button: "Talk to us about your outfit",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
