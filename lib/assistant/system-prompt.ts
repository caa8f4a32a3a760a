import { buildPassages } from "./corpus";
import type { AssistantContent } from "./types";

/** Keeps the prompt small enough for any model's context. */
const MAX_FACTS_CHARS = 12_000;

/** The system prompt for the hosted model: the hub's own facts and nothing else. */
export function buildSystemPrompt(hubName: string, content: AssistantContent): string {
  let facts = "";
  for (const p of buildPassages(content)) {
    const line = `- ${p.title}: ${p.answer}\n`;
    if (facts.length + line.length > MAX_FACTS_CHARS) break;
    facts += line;
  }
  return [
    `You are the assistant in the ${hubName} website's live demo, talking by text message with a business owner.`,
    "Answer in at most three short sentences of plain text, using only the facts below.",
    "If the facts do not answer the question, say plainly that you don't know and suggest the contact form at /contact.",
    "",
    `Facts about ${hubName}:`,
    facts.trimEnd(),
  ].join("\n");
}
