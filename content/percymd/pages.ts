import { HUBS } from "@/lib/hubs/registry";
import { GUARANTEE, ONBOARDING_TEXT, setupTimeline, teamRoles } from "../shared/common";
import { HEALTH_PLANS } from "../shared/plans";
import type { AboutContent, PricingContent } from "../types";

const { name } = HUBS.percymd;

export const about = {
  title: `About ${name}`,
  intro: `${name} brings HIPAA-compliant texting to medical practices, dental offices, clinics and veterinary hospitals.`,
  audience: {
    heading: "Who we build for",
    intro:
      "Our customers are the people who keep a schedule full: front desk leads, practice managers and the compliance officers who sign off on every vendor. We write for them and for the patients at the other end.",
    points: [
      {
        title: "Independent practices",
        text: "Family medicine, dental and specialty offices with a small front desk, where every reminder call made by hand is time taken from the patient standing at the counter.",
      },
      {
        title: "Clinic groups",
        text: "Urgent care chains and multi-site groups that need one consent record per patient across every location, role-based inbox access and audit logs a compliance team can export.",
      },
      {
        title: "Sensitive care",
        text: "Therapists and behavioral health programs whose texts open with a neutral, registered business name, and substance use programs whose counsel weighs what 42 CFR Part 2 asks of them.",
      },
      {
        title: "Veterinary hospitals",
        text: "Clinics outside HIPAA that still want vaccine recalls and pickup texts run with the same discipline about consent, opt-outs and quiet hours.",
      },
    ],
  },
  story: [
    "Patients prefer a text to a phone call, but most texting tools were never designed for protected health information.",
    "We built messaging that practices can trust: access-controlled, audited, backed by a Business Associate Agreement, and honest with patients that a text message is not encrypted.",
  ],
  values: [
    {
      title: "Privacy first",
      description:
        "Minimum necessary information in every message, and patients told plainly what a text can and cannot protect.",
    },
    {
      title: "Built for the front desk",
      description: "Reminders and replies that save staff time instead of adding work.",
    },
    { title: "Accountable", description: "Audit logs, access controls and a BAA on every plan." },
  ],
  team: teamRoles(true),
  timeline: setupTimeline(true),
} satisfies AboutContent;

export const pricing = {
  title: "Pricing for practices",
  intro: "Every plan includes a signed BAA, audit logs and a patient notice that texts are not encrypted.",
  audience: {
    heading: "Which plan fits your practice",
    intro:
      "Plans differ in message volume, inbox sharing and the number of locations. None of them charges extra for the BAA or for the HIPAA safeguards; those are the floor, not an upgrade.",
    points: [
      {
        title: "Practice: one office, one schedule",
        text: "A solo physician, a two-chair dental office or a therapist's private practice replacing reminder calls. Two thousand messages a month leaves room for a reminder, a reply and a recall for several hundred visits, with one person answering.",
      },
      {
        title: "Clinic: a front desk team",
        text: "Offices where several staff answer patients and recalls matter as much as reminders. Role-based access keeps billing staff out of conversations they do not need, and calendar sync removes the daily upload.",
      },
      {
        title: "Network: many sites, one audit trail",
        text: "Urgent care groups, multi-location dental organizations and specialty networks. Exportable audit logs answer a compliance review without screenshots, and a dedicated compliance manager knows your templates.",
      },
      {
        title: "Before you choose",
        text: "Count a reminder, a confirmation reply and perhaps a recall per visit. If you are between plans, start on the smaller one: plans change month to month with no contract.",
      },
    ],
  },
  plans: HEALTH_PLANS,
  onboardingText: ONBOARDING_TEXT,
  guaranteeText: GUARANTEE,
} satisfies PricingContent;
