import { inBackground } from "@/lib/browser/background-task";

describe("inBackground", () => {
  const global = globalThis as { scheduler?: unknown };
  afterEach(() => delete global.scheduler);

  it("posts the work as a background-priority task where the browser schedules tasks", async () => {
    const postTask = jest.fn((callback: () => void) => Promise.resolve().then(callback));
    global.scheduler = { postTask };
    const ran = jest.fn();
    inBackground(ran);
    expect(postTask).toHaveBeenCalledWith(ran, { priority: "background" });
    expect(ran).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it("elsewhere runs it in a task of its own, after the current one, with no timer", async () => {
    jest.useFakeTimers();
    try {
      const ran = new Promise<string>((resolve) => inBackground(() => resolve("ran")));
      let sameTask = true;
      void ran.then(() => expect(sameTask).toBe(false));
      sameTask = false;
      // Fake timers do not hold it back: it is a message, not a timeout.
      await expect(ran).resolves.toBe("ran");
    } finally {
      jest.useRealTimers();
    }
  });
});
