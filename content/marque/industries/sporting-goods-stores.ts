import type { TopicPage } from "../../types";

export const sportingGoodsStores = {
  slug: "sporting-goods-stores",
  name: "Sporting goods stores",
  title: "SMS marketing for sporting goods stores",
  description:
    "Order-ready alerts, restocks, team-uniform pickups, product recalls and seasonal sales for sporting goods stores, sent to customers who opted in.",
  headline: "Order ready, size restocked, season starting: say it by text",
  intro:
    "An independent sporting goods store competes with big-box chains on service: the cleats ordered in for one kid, the team jerseys printed on time, the staff who remember what you fish for. Texting carries that service past the counter. Marque gives a store a registered local number, a sign-up customers trust, and the consent and opt-out handling done properly from the first message.",
  uses: {
    heading: "Everyday texts for a sporting goods store",
    intro:
      "The store's calendar follows the seasons and the local leagues. These are the messages that earn their place on a customer's phone.",
    points: [
      {
        title: "Special orders and pickups",
        text: "The glove in a left-hand size, the bike back from a tune-up, skates sharpened for Saturday. A ready-for-pickup text, triggered from your point of sale where it can call a webhook, means fewer calls and faster pickups.",
      },
      {
        title: "Team and league orders",
        text: "Coaches and parents need to know when uniforms are printed, when fitting night is and what is still owed. A segment per team keeps each message relevant to the people who receive it.",
      },
      {
        title: "Restocks and seasonal launches",
        text: "The running shoe that sold out in one size, ski season rentals opening, the first shipment of new fishing reels. Customers who asked about a product can be tagged and told first.",
      },
      {
        title: "Product recalls and safety notices",
        text: "When a manufacturer recalls a helmet, a child bike trailer or a batch of treestand harnesses, a prompt text to buyers on your list is the fastest way to reach them. Recall notices are informational and carry no offer.",
      },
    ],
  },
  rules: {
    heading: "Consent, opt-out and timing rules",
    intro:
      "A general sporting goods program is not restricted content for carriers, but the consent and sending rules still apply in full. If part of your floor sells firearms or ammunition, those messages follow the stricter rules described below.",
    points: [
      {
        title: "Opt-in customers can prove they gave",
        text: "Customers join by texting a keyword at checkout, signing up on your site, or ticking a box on a team order form. The disclosure names the store, the kinds of texts, a frequency, that rates may apply, and STOP and HELP. Each opt-in, with the exact wording shown, is saved.",
      },
      {
        title: "A separate, gated list for firearms and ammunition",
        text: "If you have a gun counter, its texts go on their own program with a 21+ date-of-birth gate, registered as firearms content, and carriers take them only for transfers, service, classes and events, never stock offers. Mixing gun-counter news into a youth soccer parents' list is the quickest way to get the whole number filtered.",
      },
      {
        title: "Recalls and order texts stay clean",
        text: "A pickup note or a recall notice should not carry a discount code. Keeping service messages free of promotion makes them clearly transactional and keeps customers trusting them.",
      },
      {
        title: "STOP and HELP handled for you",
        text: 'A reply of STOP, or plain words like "please stop texting me", ends the store\'s texts at once with one confirmation. Any other reply lands in the inbox with its time, and staff can mark one that reads like an opt-out as one, recorded with who marked it. HELP gives the store name and phone.',
      },
      {
        title: "Daytime sending",
        text: "Marketing goes out only within each state's hours, decided by the customer's area code, 8:00 to 20:00 at the widest. Schedule the Saturday sale announcement on Friday afternoon, and it will leave on time.",
      },
    ],
  },
  sender: "Ridgeline Sports",
  samples: [
    {
      label: "Order ready",
      text: "Ridgeline Sports: the youth cleats you ordered (size 4) are in. We'll hold them at the front counter for 7 days. Open till 8pm.",
    },
    {
      label: "Team fitting",
      text: "Ridgeline Sports: Eastside U12 uniform fitting is Tue 5-7pm at the store. Balance due at pickup. Reply STOP to opt out.",
    },
    {
      label: "Recall notice",
      text: "Ridgeline Sports: the maker of the Trailhawk bike helmet bought here in March has issued a recall. Please stop using it and bring it in for a replacement. Details at the store or 555-0178.",
    },
  ],
  faq: [
    {
      topic: "Sporting goods stores",
      question: "Can we text parents about a youth team?",
      answer:
        "Yes, with the parent's own consent on their own number. Team messages go to the parents who signed up, never to the players' phones without that consent.",
    },
    {
      topic: "Sporting goods stores",
      question: "Do recall notices need marketing consent?",
      answer:
        "A safety notice about a product the customer bought is informational. We still send it only to customers who opted in to texts from you and have not replied STOP.",
    },
    {
      topic: "Sporting goods stores",
      question: "Can texts come from our point-of-sale system?",
      answer:
        "If your system can call a webhook or export orders, our API can turn an order status change into a pickup text. We map it with you during setup.",
    },
    {
      topic: "Sporting goods stores",
      question: "We also sell hunting rifles. Does that change anything?",
      answer:
        "Only for gun-counter messages: they go on a separate 21+ gated program registered as firearms content, limited to transfers, service, classes and events, since carriers refuse firearm stock offers. The rest of the store keeps its general program.",
    },
  ],
  related: ["outdoor-recreation", "hunting-outfitters", "tactical-gear"],
  cta: {
    heading: "Give your counter service a phone number",
    text: "Tell us which departments you run, which leagues you supply and how orders move through your point of sale. We set up the number, the sign-up and your first pickup text.",
    button: "Plan my store's texting",
  },
  published: "2026-11-28",
  updated: "2026-11-29",
} satisfies TopicPage;
