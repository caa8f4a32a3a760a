import { z } from "zod";
import { getContent } from "@/content";
import { hubAssistant, hubSystemPrompt } from "@/lib/assistant/hub-assistant";
import { reply, type AssistantReply } from "@/lib/assistant/reply";
import { serverEnv } from "@/lib/config/server-env";
import { AppError } from "@/lib/errors/app-error";
import { checkOrigin, handle, requestCookies, requestContext } from "@/lib/http";
import { logger } from "@/lib/log/logger";
import { chatCallSchema } from "@/lib/validation/demo";
import { enforce } from "../_lib/limits";
import { readDemoJson } from "../_lib/parse";
import { requireSession } from "../_lib/session";

/** Earlier turns the widget may send in `context.history`; anything else there is ignored. */
const historySchema = z.array(z.object({ sender: z.enum(["user", "bot"]), text: z.string().max(2000) })).max(20);

/**
 * Ask the assistant. The answer streams back as plain text; headers say
 * where it came from and whether it knew (the widget offers the contact
 * form when it did not).
 */
export const POST = handle(async (request: Request) => {
  checkOrigin(request);
  const ctx = requestContext(request);
  await enforce("demoChatPerIp", ctx.ip);
  const input = await readDemoJson(request, chatCallSchema);
  const session = requireSession(requestCookies(request), input.phoneNumber);
  await enforce("demoChatPerSession", session.sid);

  const env = serverEnv();
  const history = historySchema.safeParse(input.context?.history);
  let answer: AssistantReply;
  try {
    answer = await reply({
      question: input.message,
      embedded: hubAssistant(ctx.hub, getContent(ctx.hub)),
      systemPrompt: () => hubSystemPrompt(ctx.hub, getContent(ctx.hub)),
      history: history.success ? history.data : [],
      openai: env.OPENAI_API_KEY ? { apiKey: env.OPENAI_API_KEY, baseUrl: env.OPENAI_BASE_URL } : null,
      onFallback: (error) =>
        logger.warn("chat completions failed; the embedded assistant answered", { code: "OPENAI_API_ERROR", error }),
    });
  } catch (error) {
    throw new AppError("CHATBOT_PROCESSING_FAILED", "The assistant couldn't answer just now. Please try again.", {
      severity: "HIGH",
      retryable: true,
      cause: error,
    });
  }
  return new Response(answer.body, {
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "x-assistant-source": answer.source,
      "x-assistant-known": answer.known ? "1" : "0",
      "x-assistant-fallback": answer.fallback ? "1" : "0",
    },
  });
});
