"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from "react";
import { initialLiveMessagingState, liveMessagingReducer } from "@/lib/live-messaging/reducer";
import {
  BUSINESS_SENDER,
  LIVE_MESSAGING_ERRORS,
  LIVE_MESSAGING_TIMING,
  type LiveMessage,
  type LiveMessagingState,
  type NewLiveMessage,
} from "@/lib/live-messaging/types";

export interface LiveMessagingApi extends LiveMessagingState {
  /** Opens a session: CONNECTING, then CONNECTED after the simulated connect. */
  start(): Promise<void>;
  disconnect(): void;
  reset(): void;
  setSessionId(sessionId: string | null): void;
  setConversationContext(context: Record<string, unknown>): void;
  /** Adds a message as PENDING and returns its id, or null when adding failed. */
  addMessage(message: NewLiveMessage): Promise<string | null>;
  /** Merges fields into a message and marks it SENT. */
  updateMessage(id: string, patch: Partial<LiveMessage>): void;
  /** Deletes the message and its state. */
  removeMessage(id: string): void;
}

export interface LiveMessagingProviderProps {
  children: ReactNode;
  /** The connection; the default is the simulation: a 500 ms wait, no network. */
  connect?: () => Promise<void>;
  /** Delivery of an added message; when it resolves the message becomes SENT. */
  deliver?: (message: LiveMessage) => Promise<void>;
  /** Source of randomness for the 1–3 s AI-processing display (injectable for tests). */
  random?: () => number;
  createId?: () => string;
  /** Where failures are logged (both live-messaging errors are also logged). */
  log?: (message: string, error: unknown) => void;
}

const LiveMessagingContext = createContext<LiveMessagingApi | null>(null);

const simulatedConnect = () => new Promise<void>((resolve) => setTimeout(resolve, LIVE_MESSAGING_TIMING.connectMs));

function defaultId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function defaultLog(message: string, error: unknown): void {
  console.error(`[live-messaging] ${message}`, error);
}

export function LiveMessagingProvider({
  children,
  connect = simulatedConnect,
  deliver,
  random = Math.random,
  createId = defaultId,
  log = defaultLog,
}: LiveMessagingProviderProps) {
  const [state, dispatch] = useReducer(liveMessagingReducer, initialLiveMessagingState);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  // A reset or unmount cancels a pending connect: its result must not resurrect the session.
  const generation = useRef(0);
  const sessionRef = useRef<string | null>(null);
  useEffect(() => {
    sessionRef.current = state.sessionId;
  }, [state.sessionId]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      generation.current += 1;
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  const start = useCallback(async () => {
    const run = ++generation.current;
    dispatch({ type: "CONNECT_START", sessionId: sessionRef.current ?? createId() });
    try {
      await connect();
      if (run === generation.current) dispatch({ type: "CONNECT_SUCCESS" });
    } catch (error) {
      log(LIVE_MESSAGING_ERRORS.connection, error);
      if (run === generation.current) dispatch({ type: "CONNECT_FAILURE", error: LIVE_MESSAGING_ERRORS.connection });
    }
  }, [connect, createId, log]);

  const disconnect = useCallback(() => {
    generation.current += 1;
    dispatch({ type: "DISCONNECT" });
  }, []);

  const reset = useCallback(() => {
    generation.current += 1;
    timers.current.forEach(clearTimeout);
    timers.current.clear();
    sessionRef.current = null;
    dispatch({ type: "RESET" });
  }, []);

  const setSessionId = useCallback((sessionId: string | null) => {
    sessionRef.current = sessionId;
    dispatch({ type: "SET_SESSION_ID", sessionId });
  }, []);

  const setConversationContext = useCallback((context: Record<string, unknown>) => {
    dispatch({ type: "SET_CONTEXT", context });
  }, []);

  const updateMessage = useCallback((id: string, patch: Partial<LiveMessage>) => {
    dispatch({ type: "UPDATE_MESSAGE", id, patch });
  }, []);

  const removeMessage = useCallback((id: string) => {
    dispatch({ type: "REMOVE_MESSAGE", id });
  }, []);

  const addMessage = useCallback(
    async (input: NewLiveMessage): Promise<string | null> => {
      let message: LiveMessage;
      try {
        if (typeof input?.sender !== "string" || input.sender === "") throw new Error("A message needs a sender");
        message = { ...input, id: input.id ?? createId(), timestamp: input.timestamp ?? new Date().toISOString() };
        dispatch({ type: "ADD_MESSAGE", message });
      } catch (error) {
        log(LIVE_MESSAGING_ERRORS.addMessage, error);
        dispatch({ type: "ERROR", error: LIVE_MESSAGING_ERRORS.addMessage });
        return null;
      }
      if (message.sender === BUSINESS_SENDER) {
        // The AI-processing flag shows for a random 1 to 3 seconds.
        const { aiMinMs, aiMaxMs } = LIVE_MESSAGING_TIMING;
        const delay = aiMinMs + Math.round(random() * (aiMaxMs - aiMinMs));
        dispatch({ type: "AI_START", messageId: message.id });
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          dispatch({ type: "AI_DONE", messageId: message.id });
        }, delay);
        timers.current.add(timer);
      }
      if (deliver) {
        try {
          await deliver(message);
          dispatch({ type: "UPDATE_MESSAGE", id: message.id, patch: {} });
        } catch (error) {
          log(LIVE_MESSAGING_ERRORS.addMessage, error);
          dispatch({ type: "ERROR", error: LIVE_MESSAGING_ERRORS.addMessage });
          return null;
        }
      }
      return message.id;
    },
    [createId, deliver, log, random],
  );

  const value = useMemo<LiveMessagingApi>(
    () => ({
      ...state,
      start,
      disconnect,
      reset,
      setSessionId,
      setConversationContext,
      addMessage,
      updateMessage,
      removeMessage,
    }),
    [state, start, disconnect, reset, setSessionId, setConversationContext, addMessage, updateMessage, removeMessage],
  );

  return <LiveMessagingContext.Provider value={value}>{children}</LiveMessagingContext.Provider>;
}

export function useLiveMessaging(): LiveMessagingApi {
  const context = useContext(LiveMessagingContext);
  if (!context) throw new Error("useLiveMessaging must be used within a LiveMessagingProvider");
  return context;
}
