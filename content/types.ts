/**
 * Shapes of the per-hub marketing copy: hero, problem and solution, stats,
 * testimonials and call to action, plus about, pricing, FAQ and SEO). Every hub's object `satisfies HubContent`.
 */
export interface HeroContent {
  /** The fixed part of the headline, followed by the typewriter. */
  fixedText: string;
  tagline: { line1: string; line2: string };
  description: string;
  ctaText: string;
  /** Cycled by the typewriter; all of them are also in the HTML. */
  businessTypes: readonly string[];
  /** The product at work beside the headline: opt-in, confirmation, offer, reply. */
  conversation: HeroConversation;
}

export interface ConversationMessage {
  from: "business" | "customer";
  /** What this message is in the program's life: Opt-in, Confirmation, Offer, Reply. */
  step: string;
  time: string;
  text: string;
}

export interface HeroConversation {
  contactName: string;
  /** One sentence for screen readers in place of the bubbles. */
  summary: string;
  messages: readonly ConversationMessage[];
  /** What the platform recorded, shown under the thread. */
  record: string;
}

/** A compliance claim the copy backs up (consent records, opt-out handling, registration, HIPAA). */
export interface ComplianceBadge {
  code: string;
  text: string;
}

export interface CtaStep {
  number: 1 | 2 | 3;
  title: string;
  description: string;
}

export interface CtaContent {
  title: string;
  titleHighlight: string;
  description: string;
  descriptionHighlight: string;
  /** Reach out, Get set up, Grow your business. */
  steps: readonly [CtaStep, CtaStep, CtaStep];
  ctaText: string;
  ctaSubtext: string;
  guaranteeText: string;
}

export interface PhoneMessage {
  from: "business" | "customer";
  text: string;
}

export interface ProblemSolutionContent {
  heading: string;
  problem: { title: string; description: string; points: readonly string[] };
  solution: { title: string; description: string; points: readonly string[] };
  /** The phone message mock-up. */
  phone: { contactName: string; messages: readonly PhoneMessage[] };
}

export interface StatContent {
  value: string;
  label: string;
  description: string;
}

export interface Testimonial {
  category: string;
  quote: string;
  name: string;
  company: string;
  location: string;
}

/** A page's "who it's for" section: the hub's own audience, in its own words. */
export interface AudienceSection {
  heading: string;
  intro: string;
  points: readonly TopicPoint[];
}

export interface AboutContent {
  title: string;
  intro: string;
  /** Who this hub serves and how. */
  audience: AudienceSection;
  story: readonly string[];
  values: readonly { title: string; description: string }[];
  /** Who does what: roles, not names. */
  team: readonly { role: string; description: string }[];
  /** How setup runs, day by day, within the setup guarantee. */
  timeline: readonly { day: string; title: string; description: string }[];
}

export interface PricingPlan {
  id: string;
  name: string;
  /** US dollars per month. */
  priceMonthly: number;
  description: string;
  features: readonly string[];
  highlighted?: boolean;
}

export interface PricingContent {
  title: string;
  intro: string;
  /** Which plan fits which business of this hub's audience. */
  audience: AudienceSection;
  plans: readonly PricingPlan[];
  onboardingText: string;
  guaranteeText: string;
}

export interface FaqItem {
  /** The FAQ page groups questions under their topic, in first-seen order. */
  topic: string;
  question: string;
  answer: string;
}

export interface FaqContent {
  title: string;
  intro: string;
  items: readonly FaqItem[];
}

/** The contact page's copy: its lead, the three 'Why We're Different' items and what to tell us. */
export interface ContactContent {
  intro: string;
  reasons: readonly { title: "Regulatory Expertise" | "Premium Support" | "Custom Solutions"; body: string }[];
  audience: AudienceSection;
}

/** The demo page's copy around the widget: its lead and what this hub's visitors might ask. */
export interface DemoContent {
  intro: string;
  audience: AudienceSection;
}

export interface PageSeo {
  title: string;
  description: string;
  keywords: readonly string[];
}

export type SeoPage = "home" | "about" | "pricing" | "faq" | "terms" | "privacy";

export interface HubContent {
  hero: HeroContent;
  cta: CtaContent;
  problemSolution: ProblemSolutionContent;
  stats: readonly [StatContent, StatContent, StatContent];
  testimonials: readonly Testimonial[];
  compliance: readonly ComplianceBadge[];
  about: AboutContent;
  pricing: PricingContent;
  faq: FaqContent;
  contact: ContactContent;
  demo: DemoContent;
  /** Home keeps the hub's default title (no suffix on the default title). */
  seo: { home: Omit<PageSeo, "title"> } & Record<Exclude<SeoPage, "home">, PageSeo>;
}

/** One titled paragraph: a use, a rule, a step. */
export interface TopicPoint {
  title: string;
  text: string;
}

/** A text a business would send, written to pass carrier review (brand named, opt-out line where due). */
export interface SampleMessage {
  /** What the text is for: "Release alert", "Appointment reminder". */
  label: string;
  /** The business that sends it, when not the page's `sender`; the text opens with this name. */
  sender?: string;
  text: string;
}

/**
 * A page written for one audience or one thing a hub sells: `/industries/{slug}` (an audience of Marque or
 * PercyMD) or `/solutions/{slug}` (what PercyTech and PercyText sell). Every word is that page's own.
 */
export interface TopicPage {
  /** Kebab-case, unique on its hub: "gun-ranges". */
  slug: string;
  /** The audience or the thing, plural where it is an audience: "Gun ranges". */
  name: string;
  /** The page title before " | <brand>": at most 45 characters, unique across the site. */
  title: string;
  /** Meta description: 70 to 160 characters, unique across the site. */
  description: string;
  /** The page's one h1. */
  headline: string;
  /** The lead paragraph under the headline. */
  intro: string;
  /** What this business texts and why (releases, events, tastings, bookings, recalls, reminders): 3 to 5. */
  uses: { heading: string; intro: string; points: readonly TopicPoint[] };
  /** The rules that bind it: consent, STOP/HELP, quiet hours, and its own (age, health privacy, BAA…). */
  rules: { heading: string; intro: string; points: readonly TopicPoint[] };
  /** Age-restricted audiences (tobacco, alcohol, firearms): the 21+ date-of-birth gate and what carriers expect. */
  ageGate?: { minimumAge: 21; heading: string; text: string };
  /** The business that sends the samples (the card's heading; each text opens with it). */
  sender: string;
  /** At least three. */
  samples: readonly SampleMessage[];
  /** A short FAQ, 3 to 5 questions, each answer in plain text. */
  faq: readonly FaqItem[];
  /** Two or three slugs of related pages on the same hub. */
  related: readonly string[];
  /** The call to action to the contact form. */
  cta: { heading: string; text: string; button: string };
  /** When this page was first written (ISO date): its first commit; the earliest its lastmod may be. */
  published: string;
  /** When this copy last changed (ISO date, YYYY-MM-DD): the sitemap's lastmod and dateModified. */
  updated: string;
}
