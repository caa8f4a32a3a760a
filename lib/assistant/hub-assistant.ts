import { getContent } from "@/content";
import { HUBS, type HubId } from "@/lib/hubs/registry";
import { EmbeddedAssistant } from "./embedded";
import { buildSystemPrompt } from "./system-prompt";

/** One index per hub, built on first use and kept for the life of the process. */
const assistants = new Map<HubId, EmbeddedAssistant>();

/** The embedded responder over this hub's own FAQ, pricing and about copy. */
export function hubAssistant(hub: HubId): EmbeddedAssistant {
  let assistant = assistants.get(hub);
  if (!assistant) {
    assistant = new EmbeddedAssistant(getContent(hub));
    assistants.set(hub, assistant);
  }
  return assistant;
}

export function hubSystemPrompt(hub: HubId): string {
  return buildSystemPrompt(HUBS[hub].name, getContent(hub));
}
