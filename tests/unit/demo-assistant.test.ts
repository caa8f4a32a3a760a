import { getContent } from "@/content";
import { HUB_IDS, HUBS } from "@/lib/hubs/registry";
import { EmbeddedAssistant, UNKNOWN_ANSWER, GREETING_ANSWER } from "@/lib/assistant/embedded";
import { buildSystemPrompt } from "@/lib/assistant/system-prompt";
import { reply } from "@/lib/assistant/reply";
import { tokenize } from "@/lib/assistant/tokenize";

const text = (body: ReadableStream<Uint8Array>) => new Response(body).text();

describe("embedded assistant: each hub answers from its own content", () => {
  it.each(HUB_IDS)("%s answers a pricing question with its own plans", (hub) => {
    const content = getContent(hub);
    const answer = new EmbeddedAssistant(content).answer("How much does it cost?");
    expect(answer.known).toBe(true);
    for (const plan of content.pricing.plans) {
      expect(answer.text).toContain(plan.name);
      expect(answer.text).toContain(`$${plan.priceMonthly}`);
    }
    // The onboarding fee comes from the hub's own pricing copy.
    expect(answer.text).toContain(content.pricing.onboardingText);
  });

  it.each(HUB_IDS)("%s answers one of its FAQ questions with that FAQ's answer", (hub) => {
    const content = getContent(hub);
    const assistant = new EmbeddedAssistant(content);
    const item = content.faq.items[0];
    expect(assistant.answer(item.question).text).toBe(item.answer);
  });

  it("asks about a named plan get that plan", () => {
    const content = getContent("marque");
    const plan = content.pricing.plans[1];
    const answer = new EmbeddedAssistant(content).answer(`What's in the ${plan.name} plan?`);
    expect(answer.text.startsWith(`${plan.name} is $${plan.priceMonthly} a month.`)).toBe(true);
  });

  it("hubs differ: the health hub answers HIPAA from its own FAQ", () => {
    const q = "Is it HIPAA compliant?";
    const md = getContent("percymd");
    const hipaa = md.faq.items.find((i) => i.question.includes("HIPAA"));
    expect(new EmbeddedAssistant(md).answer(q)).toMatchObject({ known: true, text: hipaa?.answer });
    expect(new EmbeddedAssistant(getContent("marque")).answer(q).text).not.toBe(hipaa?.answer);
  });

  it("says plainly when it does not know, and is deterministic", () => {
    const assistant = new EmbeddedAssistant(getContent("percytech"));
    expect(assistant.answer("What is the weather on Mars tomorrow?")).toEqual({
      text: UNKNOWN_ANSWER,
      known: false,
      passageId: null,
    });
    expect(assistant.answer("???")).toMatchObject({ known: false });
    expect(assistant.answer("hello")).toMatchObject({ text: GREETING_ANSWER, known: true });
    const q = "how do customers opt in";
    expect(assistant.answer(q)).toEqual(assistant.answer(q));
  });

  it("tokenises with stop words, stems and synonyms", () => {
    expect(tokenize("How much does it COST?")).toEqual(["price", "price"]);
    expect(tokenize("Plans & pricing")).toEqual(["plan", "price"]);
    expect(tokenize("What's the Growth plan?")).toEqual(["growth", "plan"]);
    expect(tokenize("opt-in forms")).toEqual(["optin", "form"]);
  });
});

function sse(chunks: string[], { breakAfter }: { breakAfter?: number } = {}): Response {
  const encoder = new TextEncoder();
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (breakAfter !== undefined && i === breakAfter) return controller.error(new Error("socket hang up"));
      if (i < chunks.length)
        controller.enqueue(
          encoder.encode(`data: ${JSON.stringify({ choices: [{ delta: { content: chunks[i++] } }] })}\n\n`),
        );
      else {
        controller.enqueue(encoder.encode("data: [DONE]\n\n"));
        controller.close();
      }
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
}

describe("reply: hosted model with fallback", () => {
  const content = getContent("marque");
  const embedded = new EmbeddedAssistant(content);
  const openai = { apiKey: "sk-test", baseUrl: "http://llm.test/v1/" };
  const pricing = embedded.answer("How much does it cost?").text;

  it("without a key uses the embedded responder and never fetches", async () => {
    const fetchMock = jest.fn();
    const out = await reply({ question: "How much does it cost?", embedded, openai: null, fetch: fetchMock });
    expect(out).toMatchObject({ source: "embedded", fallback: false, known: true });
    expect(await text(out.body)).toBe(pricing);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("with a key streams the hosted reply, sending the chat config and the hub's system prompt", async () => {
    const fetchMock = jest.fn(async () => sse(["Starter ", "is $49."]));
    const out = await reply({
      question: "Price?",
      embedded,
      openai,
      history: [
        { sender: "user", text: "Hi" },
        { sender: "bot", text: "Hello" },
      ],
      systemPrompt: () => buildSystemPrompt(HUBS.marque.name, content),
      fetch: fetchMock as unknown as typeof fetch,
    });
    expect(out).toMatchObject({ source: "openai", fallback: false });
    expect(await text(out.body)).toBe("Starter is $49.");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://llm.test/v1/chat/completions");
    expect((init.headers as Record<string, string>).authorization).toBe("Bearer sk-test");
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ model: "gpt-3.5-turbo", temperature: 0.7, max_tokens: 1000, stream: true });
    expect(body.messages[0].role).toBe("system");
    expect(body.messages[0].content).toContain("$149");
    expect(body.messages.slice(1)).toEqual([
      { role: "user", content: "Hi" },
      { role: "assistant", content: "Hello" },
      { role: "user", content: "Price?" },
    ]);
  });

  it.each([
    ["an HTTP error", async () => new Response("{}", { status: 500 })],
    ["a network failure", async () => Promise.reject(new TypeError("fetch failed"))],
    ["an empty stream", async () => sse([])],
  ])("falls back to the embedded answer on %s", async (_name, impl) => {
    const onFallback = jest.fn();
    const out = await reply({
      question: "How much does it cost?",
      embedded,
      openai,
      fetch: jest.fn(impl) as unknown as typeof fetch,
      onFallback,
    });
    expect(out).toMatchObject({ source: "embedded", fallback: true, known: true });
    expect(await text(out.body)).toBe(pricing);
    expect(onFallback).toHaveBeenCalledTimes(1);
  });

  it("an HTTP error is reported as OPENAI_API_ERROR", async () => {
    const onFallback = jest.fn();
    await reply({
      question: "x",
      embedded,
      openai,
      fetch: (async () => new Response("", { status: 401 })) as typeof fetch,
      onFallback,
    });
    expect(onFallback.mock.calls[0][0]).toMatchObject({ code: "OPENAI_API_ERROR" });
  });

  it("a stream that breaks off mid-reply ends with the embedded answer", async () => {
    const onFallback = jest.fn();
    const out = await reply({
      question: "How much does it cost?",
      embedded,
      openai,
      fetch: (async () => sse(["Partial"], { breakAfter: 1 })) as typeof fetch,
      onFallback,
    });
    expect(out.source).toBe("openai");
    expect(await text(out.body)).toBe(`Partial\n\n${pricing}`);
    expect(onFallback).toHaveBeenCalledTimes(1);
  });
});
