import { PassageIndex } from "./bm25";
import { buildPassages } from "./corpus";
import { tokenize } from "./tokenize";
import type { AssistantAnswer, AssistantContent } from "./types";

/** Said plainly when nothing in the hub's content matches (the widget adds a link to /contact). */
export const UNKNOWN_ANSWER =
  "I don't know that one from what's on this site. Ask our team through the contact form and we'll respond within 24 hours.";

export const GREETING_ANSWER = "Hi! Ask me about pricing, setup, compliance or how opt-ins work.";

const GREETINGS = new Set(["hi", "hello", "hey", "hiya", "yo", "morning", "afternoon", "evening", "thank", "thanks"]);

/**
 * Confidence floor, measured on the four hubs' content: real questions score
 * 1.7 and up; one common word shared with an unrelated question scores about
 * 1. A weaker match still counts when it covers every term of the question.
 */
const MIN_SCORE = 1.5;
const MIN_SCORE_FULL_MATCH = 1;

/**
 * The embedded responder: retrieval over one hub's content, deterministic
 * and instant, with no network.
 */
export class EmbeddedAssistant {
  private readonly index: PassageIndex;

  constructor(content: AssistantContent) {
    this.index = new PassageIndex(buildPassages(content));
  }

  answer(question: string): AssistantAnswer {
    const terms = tokenize(question);
    if (terms.length > 0 && terms.every((t) => GREETINGS.has(t))) {
      return { text: GREETING_ANSWER, known: true, passageId: null };
    }
    const [best] = this.index.search(question);
    const distinct = new Set(terms).size;
    const confident =
      best && (best.score >= MIN_SCORE || (best.matched === distinct && best.score >= MIN_SCORE_FULL_MATCH));
    if (!best || !confident) return { text: UNKNOWN_ANSWER, known: false, passageId: null };
    return { text: best.passage.answer, known: true, passageId: best.passage.id };
  }
}
