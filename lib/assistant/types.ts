/**
 * The slice of a hub's marketing content the assistant reads. Structural on
 * purpose: content/types.ts `HubContent` satisfies it, and tests can pass a
 * small object.
 */
export interface AssistantContent {
  about: {
    title: string;
    intro: string;
    story: readonly string[];
    values: readonly { title: string; description: string }[];
  };
  pricing: {
    title: string;
    intro: string;
    plans: readonly { name: string; priceMonthly: number; description: string; features: readonly string[] }[];
    onboardingText: string;
    guaranteeText: string;
  };
  faq: { title: string; items: readonly { question: string; answer: string }[] };
}

export type PassageKind = "faq" | "pricing" | "about";

/** One answerable unit: `answer` is what the visitor reads, `index` is what is searched. */
export interface Passage {
  id: string;
  kind: PassageKind;
  title: string;
  answer: string;
  /** Extra words that help retrieval (e.g. "price cost" on pricing passages). */
  keywords?: string;
}

export interface AssistantAnswer {
  text: string;
  /** False when nothing in the hub's content matched: the reply says so and offers the contact form. */
  known: boolean;
  passageId: string | null;
}
