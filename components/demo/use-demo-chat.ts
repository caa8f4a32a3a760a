import { useEffect, useRef, useState } from "react";
import { useLiveMessaging } from "./live-messaging-provider";
import { ApiError, post } from "@/lib/browser/api-client";

const HISTORY_TURNS = 10;
const SMS_MAX = 1000;

function failureOf(error: unknown): string {
  return error instanceof ApiError ? error.message : "Something went wrong. Please try again.";
}

/**
 * The demo conversation over the live-messaging state: questions are PENDING
 * until the assistant accepts them, answers stream into their bubble, and a
 * failed send keeps its text with a Retry (nothing typed is lost).
 */
export function useDemoChat(phone: string) {
  const live = useLiveMessaging();
  const [failures, setFailures] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const messagesRef = useRef(live.messages);
  useEffect(() => {
    messagesRef.current = live.messages;
  }, [live.messages]);

  const fail = (id: string, error: unknown) => setFailures((f) => ({ ...f, [id]: failureOf(error) }));
  const clear = (id: string) =>
    setFailures((f) => {
      const next = { ...f };
      delete next[id];
      return next;
    });

  async function ask(question: string, retryId?: string): Promise<void> {
    const history = messagesRef.current
      .filter((m) => (m.sender === "user" || m.sender === "bot") && typeof m.text === "string" && m.text)
      .slice(-HISTORY_TURNS)
      .map((m) => ({ sender: m.sender, text: String(m.text) }));
    const id = retryId ?? (await live.addMessage({ sender: "user", text: question }));
    if (!id) return;
    clear(id);
    setBusy(true);
    try {
      const response = await post("/api/demo/chat", {
        phoneNumber: phone,
        message: question,
        sessionId: live.sessionId ?? undefined,
        context: { history },
      });
      live.updateMessage(id, {});
      const known = response.headers.get("x-assistant-known") !== "0";
      const botId = await live.addMessage({ sender: "bot", text: "", known });
      if (!botId || !response.body) return;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let text = "";
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += value;
        live.updateMessage(botId, { text });
      }
    } catch (error) {
      fail(id, error);
    } finally {
      setBusy(false);
    }
  }

  /** Text an answer to the verified phone, as the business would (sender `business`). */
  async function textMe(answer: string, retryId?: string): Promise<void> {
    const body = answer.slice(0, SMS_MAX);
    const id = retryId ?? (await live.addMessage({ sender: "business", text: body }));
    if (!id) return;
    clear(id);
    try {
      const response = await post("/api/demo/message", {
        phoneNumber: phone,
        message: body,
        sessionId: live.sessionId ?? undefined,
      });
      const { messageId } = (await response.json()) as { messageId?: string };
      live.updateMessage(id, { messageId });
    } catch (error) {
      fail(id, error);
    }
  }

  return { live, failures, busy, ask, textMe };
}
