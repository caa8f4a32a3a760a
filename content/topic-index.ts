import type { HubId } from "@/lib/hubs/registry";
import type { PageSeo } from "./types";

/** The topic index of a hub: its h1, lead paragraph and search copy. */
export interface TopicIndexContent {
  headline: string;
  intro: string;
  seo: PageSeo;
  /** When the index was first written, and when this copy last changed (ISO dates). */
  published: string;
  updated: string;
}

export const TOPIC_INDEX: Record<HubId, TopicIndexContent> = {
  marque: {
    headline: "Texting programs for regulated retail",
    intro:
      "Cigar lounges, wine bars, breweries, gun ranges and outdoor shops sell under rules most businesses never meet: a 21+ age gate, carrier review of every program, and each state's sending hours on every text. Pick your business to see what it texts, the rules it texts under and messages that pass review.",
    seo: {
      title: "Industries we serve",
      description:
        "SMS programs for cigar lounges, tobacco shops, wine bars, breweries, distilleries, gun ranges and outdoor retailers, age-gated and carrier-ready.",
      keywords: ["regulated retail SMS", "age-gated text marketing", "industries"],
    },
    published: "2026-11-28",
    updated: "2026-11-29",
  },
  percymd: {
    headline: "Patient texting for every kind of practice",
    intro:
      "Medical practices, dental offices, clinics, urgent care, mental health providers and veterinary clinics each text patients for their own reasons. Pick your practice to see what it sends, what HIPAA asks of it and reminders that keep health details out of the text.",
    seo: {
      title: "Practices we serve",
      description:
        "HIPAA-minded patient texting for medical, dental, specialty, urgent care, mental health and veterinary practices: reminders without health details.",
      keywords: ["patient texting", "HIPAA compliant reminders", "practices"],
    },
    published: "2026-11-28",
    updated: "2026-11-28",
  },
  percytech: {
    headline: "The parts of a compliant texting platform",
    intro:
      "Numbers and carrier registration, consent records, age-gated opt-in, delivery monitoring and an API: the pieces a texting program stands on. See what each part does and how it keeps your messages delivered and your records ready for an audit.",
    seo: {
      title: "Platform solutions",
      description:
        "Numbers and 10DLC registration, consent records, age-gated opt-in, delivery monitoring and a messaging API for compliant business texting.",
      keywords: ["SMS platform", "10DLC registration", "consent records", "SMS API"],
    },
    published: "2026-11-28",
    updated: "2026-11-28",
  },
  percytext: {
    headline: "Everyday texting for small businesses",
    intro:
      "Appointment reminders, order updates, two-way replies and short promotions to regulars who asked for them. See how each everyday use works, with the opt-in and STOP handling done for you.",
    seo: {
      title: "Everyday texting solutions",
      description:
        "Everyday business texting: reminders, order updates, two-way replies and promotions to customers who opted in, with STOP and quiet hours handled.",
      keywords: ["small business texting", "appointment reminders", "two-way SMS"],
    },
    published: "2026-11-28",
    updated: "2026-11-28",
  },
};
