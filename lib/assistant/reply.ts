import type { ChatConfig } from "@/lib/validation/demo";
import { chatConfigSchema } from "@/lib/validation/demo";
import type { EmbeddedAssistant } from "./embedded";
import { streamChatCompletion, type OpenAiMessage } from "./openai";

export interface HistoryTurn {
  sender: "user" | "bot";
  text: string;
}

export interface ReplyOptions {
  question: string;
  embedded: EmbeddedAssistant;
  /** Needed only for the hosted model. */
  systemPrompt?: () => string;
  history?: readonly HistoryTurn[];
  /** Set when OPENAI_API_KEY is configured. */
  openai?: { apiKey: string; baseUrl: string } | null;
  config?: Partial<ChatConfig>;
  fetch?: typeof fetch;
  /** Told about every hosted-model failure before the embedded answer stands in. */
  onFallback?: (error: unknown) => void;
}

export interface AssistantReply {
  source: "embedded" | "openai";
  /** True when the embedded responder stood in for a failed hosted call. */
  fallback: boolean;
  /** False when the assistant said it does not know (the widget then offers the contact form). */
  known: boolean;
  body: ReadableStream<Uint8Array>;
}

const encoder = new TextEncoder();

function once(text: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(text));
      controller.close();
    },
  });
}

/** Only the last turns travel to the model: enough context, bounded cost. */
const MAX_HISTORY = 10;

/**
 * Answer one question: the embedded responder by default; the
 * hosted model when configured, streamed as it arrives. Any hosted failure
 * before the first word gives the embedded answer instead; a failure after
 * it appends the embedded answer, so the visitor always gets a reply.
 */
export async function reply(options: ReplyOptions): Promise<AssistantReply> {
  const { question, embedded, openai, onFallback } = options;
  const local = () => embedded.answer(question);
  if (!openai) {
    const answer = local();
    return { source: "embedded", fallback: false, known: answer.known, body: once(answer.text) };
  }

  const config = chatConfigSchema.parse({
    ...options.config,
    systemPrompt: options.config?.systemPrompt ?? options.systemPrompt?.(),
  });
  const messages: OpenAiMessage[] = [
    ...(options.history ?? [])
      .slice(-MAX_HISTORY)
      .map((t) => ({ role: t.sender === "user" ? ("user" as const) : ("assistant" as const), content: t.text })),
    { role: "user", content: question },
  ];
  const deltas = streamChatCompletion({ ...openai, config, messages, fetch: options.fetch });

  let first: string;
  try {
    const next = await deltas.next();
    if (next.done) throw new Error("The chat completions API sent an empty reply.");
    first = next.value;
  } catch (error) {
    onFallback?.(error);
    const answer = local();
    return { source: "embedded", fallback: true, known: answer.known, body: once(answer.text) };
  }

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(first));
    },
    async pull(controller) {
      try {
        const next = await deltas.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        onFallback?.(error);
        controller.enqueue(encoder.encode(`\n\n${local().text}`));
        controller.close();
      }
    },
    async cancel() {
      await deltas.return(undefined);
    },
  });
  return { source: "openai", fallback: false, known: true, body };
}
