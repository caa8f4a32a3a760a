import { AppError } from "@/lib/errors/app-error";
import type { ChatConfig } from "@/lib/validation/demo";

export interface OpenAiMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface OpenAiRequest {
  baseUrl: string;
  apiKey: string;
  config: ChatConfig;
  messages: OpenAiMessage[];
  fetch?: typeof fetch;
  /** Give up when no answer starts within this time. */
  timeoutMs?: number;
}

function apiError(message: string, cause?: unknown): AppError {
  return new AppError("OPENAI_API_ERROR", message, { severity: "MEDIUM", retryable: true, cause });
}

/**
 * Stream a reply from an OpenAI-compatible `/chat/completions` endpoint
 * (server-sent events), yielding text deltas. Any HTTP or protocol problem
 * throws OPENAI_API_ERROR; the caller falls back to the embedded responder.
 */
export async function* streamChatCompletion(request: OpenAiRequest): AsyncGenerator<string> {
  const { baseUrl, apiKey, config, messages, timeoutMs = 15_000 } = request;
  const doFetch = request.fetch ?? fetch;
  const system = config.systemPrompt ? [{ role: "system" as const, content: config.systemPrompt }] : [];
  let response: Response;
  try {
    response = await doFetch(`${baseUrl.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${apiKey}` },
      body: JSON.stringify({
        model: config.model,
        temperature: config.temperature,
        max_tokens: config.maxTokens,
        stream: true,
        messages: [...system, ...messages],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw apiError("The chat completions API could not be reached.", error);
  }
  if (!response.ok || !response.body) {
    throw apiError(`The chat completions API answered ${response.status}.`);
  }

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    let chunk: ReadableStreamReadResult<string>;
    try {
      chunk = await reader.read();
    } catch (error) {
      throw apiError("The chat completions stream broke off.", error);
    }
    if (chunk.done) return;
    buffer += chunk.value;
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const raw of lines) {
      const line = raw.trim();
      if (!line.startsWith("data:")) continue;
      const data = line.slice(5).trim();
      if (data === "[DONE]") return;
      let delta: unknown;
      try {
        delta = (JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] }).choices?.[0]?.delta?.content;
      } catch (error) {
        throw apiError("The chat completions stream sent malformed data.", error);
      }
      if (typeof delta === "string" && delta) yield delta;
    }
  }
}
