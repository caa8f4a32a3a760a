/** Live-messaging state, and its connection and message states. */
export const CONNECTION_STATES = ["IDLE", "CONNECTING", "CONNECTED", "ERROR", "DISCONNECTED"] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

export type MessageState = "PENDING" | "SENT";

/** A message: id, timestamp, sender (the value `business` is used), plus other passed fields. */
export interface LiveMessage {
  id: string;
  timestamp: string;
  sender: string;
  [field: string]: unknown;
}

/** What a caller passes to add: id and timestamp are filled in when missing. */
export interface NewLiveMessage {
  sender: string;
  id?: string;
  timestamp?: string;
  [field: string]: unknown;
}

export interface LiveMessagingState {
  connectionState: ConnectionState;
  isConnected: boolean;
  connectionError: string | null;
  sessionId: string | null;
  conversationContext: Record<string, unknown>;
  messages: LiveMessage[];
  messageStates: Record<string, MessageState>;
  isAIProcessing: boolean;
  /** Ids of business messages the AI is still "processing". */
  aiProcessingQueue: string[];
  error: string | null;
  lastError: string | null;
}

/** Live-messaging texts, reported and logged. */
export const LIVE_MESSAGING_ERRORS = {
  addMessage: "Failed to add message",
  connection: "Connection failed",
} as const;

/** Simulated connect 500 ms; AI-processing display 1000 to 3000 ms. */
export const LIVE_MESSAGING_TIMING = { connectMs: 500, aiMinMs: 1000, aiMaxMs: 3000 } as const;

/** The sender whose messages start the AI-processing flag. */
export const BUSINESS_SENDER = "business";
