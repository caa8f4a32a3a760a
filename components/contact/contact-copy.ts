import type { Hub } from "@/lib/hubs/registry";

/** Per-hub copy for the contact page; the health hub speaks to practices. */
export interface ContactCopy {
  intro: string;
  reasons: { title: "Regulatory Expertise" | "Premium Support" | "Custom Solutions"; body: string }[];
}

export function contactCopy(hub: Hub): ContactCopy {
  if (hub.health) {
    return {
      intro: `Tell us about your practice and ${hub.name} will show you how HIPAA-aware texting cuts no-shows and keeps patients informed.`,
      reasons: [
        {
          title: "Regulatory Expertise",
          body: "HIPAA-aware workflows and carrier registration handled for you, so every message stays compliant.",
        },
        {
          title: "Premium Support",
          body: "A real person who knows healthcare answers within one business day, from setup to go-live.",
        },
        {
          title: "Custom Solutions",
          body: "Reminders, recalls and follow-ups shaped around your practice, clinic or specialty.",
        },
      ],
    };
  }
  return {
    intro: `Tell us about your business and ${hub.name} will show you how compliant texting brings customers back.`,
    reasons: [
      {
        title: "Regulatory Expertise",
        body: "We know the rules for regulated and age-restricted products, and carrier registration is handled for you.",
      },
      {
        title: "Premium Support",
        body: "A dedicated team answers within one business day, from setup in 8 days to your first campaign.",
      },
      {
        title: "Custom Solutions",
        body: "Campaigns, keywords and automations built around how your shop, lounge or range actually sells.",
      },
    ],
  };
}
