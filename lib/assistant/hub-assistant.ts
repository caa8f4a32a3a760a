import { HUBS, type HubId } from "@/lib/hubs/registry";
import { EmbeddedAssistant } from "./embedded";
import { buildSystemPrompt } from "./system-prompt";
import type { AssistantContent } from "./types";

/** One index per hub, built on first use and kept for the life of the process. */
const assistants = new Map<HubId, EmbeddedAssistant>();

/** The embedded responder over this hub's own FAQ, pricing and about copy (passed in by the caller). */
export function hubAssistant(hub: HubId, content: AssistantContent): EmbeddedAssistant {
  let assistant = assistants.get(hub);
  if (!assistant) {
    assistant = new EmbeddedAssistant(content);
    assistants.set(hub, assistant);
  }
  return assistant;
}

export function hubSystemPrompt(hub: HubId, content: AssistantContent): string {
  return buildSystemPrompt(HUBS[hub].name, content);
}
