import type { LiveMessage, LiveMessagingState } from "./types";

export type LiveMessagingAction =
  | { type: "CONNECT_START"; sessionId: string }
  | { type: "CONNECT_SUCCESS" }
  | { type: "CONNECT_FAILURE"; error: string }
  | { type: "DISCONNECT" }
  | { type: "RESET" }
  | { type: "SET_SESSION_ID"; sessionId: string | null }
  | { type: "SET_CONTEXT"; context: Record<string, unknown> }
  | { type: "ADD_MESSAGE"; message: LiveMessage }
  | { type: "UPDATE_MESSAGE"; id: string; patch: Partial<LiveMessage> }
  | { type: "REMOVE_MESSAGE"; id: string }
  | { type: "AI_START"; messageId: string }
  | { type: "AI_DONE"; messageId: string }
  | { type: "ERROR"; error: string };

export const initialLiveMessagingState: LiveMessagingState = {
  connectionState: "IDLE",
  isConnected: false,
  connectionError: null,
  sessionId: null,
  conversationContext: {},
  messages: [],
  messageStates: {},
  isAIProcessing: false,
  aiProcessingQueue: [],
  error: null,
  lastError: null,
};

function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  const next = { ...record };
  delete next[key];
  return next;
}

/** Transitions; pure so every one is testable without React. */
export function liveMessagingReducer(state: LiveMessagingState, action: LiveMessagingAction): LiveMessagingState {
  switch (action.type) {
    case "CONNECT_START":
      // Start sets CONNECTING and clears the error.
      return {
        ...state,
        connectionState: "CONNECTING",
        isConnected: false,
        connectionError: null,
        error: null,
        sessionId: action.sessionId,
      };
    case "CONNECT_SUCCESS":
      return { ...state, connectionState: "CONNECTED", isConnected: true, connectionError: null };
    case "CONNECT_FAILURE":
      return {
        ...state,
        connectionState: "ERROR",
        isConnected: false,
        connectionError: action.error,
        error: action.error,
        lastError: action.error,
      };
    case "DISCONNECT":
      return { ...state, connectionState: "DISCONNECTED", isConnected: false };
    case "RESET":
      return initialLiveMessagingState;
    case "SET_SESSION_ID":
      return { ...state, sessionId: action.sessionId };
    case "SET_CONTEXT":
      return { ...state, conversationContext: { ...state.conversationContext, ...action.context } };
    case "ADD_MESSAGE":
      return {
        ...state,
        messages: [...state.messages, action.message],
        messageStates: { ...state.messageStates, [action.message.id]: "PENDING" },
      };
    case "UPDATE_MESSAGE":
      if (!(action.id in state.messageStates)) return state;
      return {
        ...state,
        messages: state.messages.map((m) => (m.id === action.id ? { ...m, ...action.patch, id: m.id } : m)),
        messageStates: { ...state.messageStates, [action.id]: "SENT" },
      };
    case "REMOVE_MESSAGE": {
      const queue = state.aiProcessingQueue.filter((id) => id !== action.id);
      return {
        ...state,
        messages: state.messages.filter((m) => m.id !== action.id),
        messageStates: withoutKey(state.messageStates, action.id),
        aiProcessingQueue: queue,
        isAIProcessing: queue.length > 0,
      };
    }
    case "AI_START": {
      const queue = [...state.aiProcessingQueue, action.messageId];
      return { ...state, aiProcessingQueue: queue, isAIProcessing: true };
    }
    case "AI_DONE": {
      const queue = state.aiProcessingQueue.filter((id) => id !== action.messageId);
      return { ...state, aiProcessingQueue: queue, isAIProcessing: queue.length > 0 };
    }
    case "ERROR":
      return { ...state, error: action.error, lastError: action.error };
  }
}
