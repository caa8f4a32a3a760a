import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import {
  LiveMessagingProvider,
  useLiveMessaging,
  type LiveMessagingProviderProps,
} from "@/components/demo/live-messaging-provider";
import { initialLiveMessagingState, liveMessagingReducer } from "@/lib/live-messaging/reducer";

function setup(props: Partial<LiveMessagingProviderProps> = {}) {
  let n = 0;
  const log = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LiveMessagingProvider createId={() => `id-${++n}`} log={log} {...props}>
      {children}
    </LiveMessagingProvider>
  );
  const hook = renderHook(() => useLiveMessaging(), { wrapper });
  return { ...hook, log };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("live-messaging reducer", () => {
  const s0 = initialLiveMessagingState;
  it("start clears the error and sets CONNECTING; success, failure, disconnect, reset", () => {
    const failed = liveMessagingReducer(s0, { type: "CONNECT_FAILURE", error: "Connection failed" });
    expect(failed).toMatchObject({
      connectionState: "ERROR",
      connectionError: "Connection failed",
      error: "Connection failed",
      lastError: "Connection failed",
      isConnected: false,
    });
    const starting = liveMessagingReducer(failed, { type: "CONNECT_START", sessionId: "s" });
    expect(starting).toMatchObject({
      connectionState: "CONNECTING",
      connectionError: null,
      error: null,
      lastError: "Connection failed",
      sessionId: "s",
    });
    const connected = liveMessagingReducer(starting, { type: "CONNECT_SUCCESS" });
    expect(connected).toMatchObject({ connectionState: "CONNECTED", isConnected: true });
    expect(liveMessagingReducer(connected, { type: "DISCONNECT" })).toMatchObject({
      connectionState: "DISCONNECTED",
      isConnected: false,
      sessionId: "s",
    });
    expect(liveMessagingReducer(connected, { type: "RESET" })).toEqual(s0);
  });
  it("messages: PENDING on add, SENT on update, gone with their state on removal", () => {
    const m = { id: "m1", timestamp: "t", sender: "user", text: "hi" };
    const added = liveMessagingReducer(s0, { type: "ADD_MESSAGE", message: m });
    expect(added.messageStates).toEqual({ m1: "PENDING" });
    const updated = liveMessagingReducer(added, {
      type: "UPDATE_MESSAGE",
      id: "m1",
      patch: { text: "hello", id: "other" },
    });
    expect(updated.messages).toEqual([{ ...m, text: "hello" }]);
    expect(updated.messageStates).toEqual({ m1: "SENT" });
    expect(liveMessagingReducer(updated, { type: "UPDATE_MESSAGE", id: "nope", patch: {} })).toBe(updated);
    const removed = liveMessagingReducer(updated, { type: "REMOVE_MESSAGE", id: "m1" });
    expect(removed.messages).toEqual([]);
    expect(removed.messageStates).toEqual({});
  });
  it("AI flag follows the processing queue", () => {
    const a = liveMessagingReducer(s0, { type: "AI_START", messageId: "a" });
    const ab = liveMessagingReducer(a, { type: "AI_START", messageId: "b" });
    expect(liveMessagingReducer(ab, { type: "AI_DONE", messageId: "a" })).toMatchObject({
      isAIProcessing: true,
      aiProcessingQueue: ["b"],
    });
    expect(liveMessagingReducer(a, { type: "AI_DONE", messageId: "a" })).toMatchObject({
      isAIProcessing: false,
      aiProcessingQueue: [],
    });
  });
});

describe("LiveMessagingProvider with fake timers", () => {
  it("connects after the simulated 500 ms and creates a session id", async () => {
    const { result } = setup();
    expect(result.current.connectionState).toBe("IDLE");
    let started!: Promise<void>;
    act(() => {
      started = result.current.start();
    });
    expect(result.current).toMatchObject({ connectionState: "CONNECTING", sessionId: "id-1", isConnected: false });
    await act(async () => jest.advanceTimersByTime(499));
    expect(result.current.connectionState).toBe("CONNECTING");
    await act(async () => {
      jest.advanceTimersByTime(1);
      await started;
    });
    expect(result.current).toMatchObject({ connectionState: "CONNECTED", isConnected: true, connectionError: null });
  });

  it("a failed connect gives ERROR with 'Connection failed', logged; a new start clears it", async () => {
    const connect = jest.fn().mockRejectedValueOnce(new Error("boom")).mockResolvedValueOnce(undefined);
    const { result, log } = setup({ connect });
    await act(() => result.current.start());
    expect(result.current).toMatchObject({
      connectionState: "ERROR",
      connectionError: "Connection failed",
      error: "Connection failed",
    });
    expect(log).toHaveBeenCalledWith("Connection failed", expect.objectContaining({ message: "boom" }));
    await act(() => result.current.start());
    expect(result.current).toMatchObject({ connectionState: "CONNECTED", connectionError: null, error: null });
  });

  it("disconnect, then reset returns everything to IDLE; a set session id is kept by start", async () => {
    const { result } = setup({ connect: async () => {} });
    act(() => result.current.setSessionId("chosen"));
    await act(() => result.current.start());
    expect(result.current.sessionId).toBe("chosen");
    await act(() => result.current.addMessage({ sender: "user", text: "x" }));
    act(() => result.current.disconnect());
    expect(result.current.connectionState).toBe("DISCONNECTED");
    act(() => result.current.reset());
    const {
      start,
      disconnect,
      reset,
      setSessionId,
      setConversationContext,
      addMessage,
      updateMessage,
      removeMessage,
      ...state
    } = result.current;
    void [start, disconnect, reset, setSessionId, setConversationContext, addMessage, updateMessage, removeMessage];
    expect(state).toEqual(initialLiveMessagingState);
  });

  it("reset while connecting: the late connect does not resurrect the session", async () => {
    const { result } = setup();
    act(() => void result.current.start());
    act(() => result.current.reset());
    await act(async () => jest.advanceTimersByTime(500));
    expect(result.current.connectionState).toBe("IDLE");
  });

  it("messages are PENDING when added, SENT when updated, deleted with their state", async () => {
    const { result } = setup();
    let id: string | null = null;
    await act(async () => {
      id = await result.current.addMessage({ sender: "user", text: "hello" });
    });
    expect(id).toBe("id-1");
    expect(result.current.messages[0]).toMatchObject({
      id: "id-1",
      sender: "user",
      text: "hello",
      timestamp: expect.any(String),
    });
    expect(result.current.messageStates).toEqual({ "id-1": "PENDING" });
    act(() => result.current.updateMessage("id-1", { text: "hello!" }));
    expect(result.current.messageStates["id-1"]).toBe("SENT");
    expect(result.current.messages[0].text).toBe("hello!");
    act(() => result.current.removeMessage("id-1"));
    expect(result.current.messages).toEqual([]);
    expect(result.current.messageStates).toEqual({});
  });

  it("a delivered message becomes SENT; a failed delivery reports 'Failed to add message' and logs it", async () => {
    const deliver = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("offline"));
    const { result, log } = setup({ deliver });
    await act(() => result.current.addMessage({ sender: "user", text: "one" }));
    expect(result.current.messageStates["id-1"]).toBe("SENT");
    let second: string | null = "unset";
    await act(async () => {
      second = await result.current.addMessage({ sender: "user", text: "two" });
    });
    expect(second).toBeNull();
    expect(result.current.messageStates["id-2"]).toBe("PENDING");
    expect(result.current).toMatchObject({ error: "Failed to add message", lastError: "Failed to add message" });
    expect(log).toHaveBeenCalledWith("Failed to add message", expect.objectContaining({ message: "offline" }));
  });

  it("a message without a sender is refused with 'Failed to add message'", async () => {
    const { result, log } = setup();
    await act(() => result.current.addMessage({ sender: "" }));
    expect(result.current.messages).toEqual([]);
    expect(result.current.error).toBe("Failed to add message");
    expect(log).toHaveBeenCalledTimes(1);
  });

  it.each([
    [0, 1000],
    [0.5, 2000],
    [1, 3000],
  ])("a business message sets the AI flag for 1–3 s (random %d → %d ms)", async (random, ms) => {
    const { result } = setup({ random: () => random });
    await act(() => result.current.addMessage({ sender: "user", text: "not business" }));
    expect(result.current.isAIProcessing).toBe(false);
    await act(() => result.current.addMessage({ sender: "business", text: "Your table is ready" }));
    expect(result.current).toMatchObject({ isAIProcessing: true, aiProcessingQueue: ["id-2"] });
    await act(async () => jest.advanceTimersByTime(ms - 1));
    expect(result.current.isAIProcessing).toBe(true);
    await act(async () => jest.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ isAIProcessing: false, aiProcessingQueue: [] });
  });
});
