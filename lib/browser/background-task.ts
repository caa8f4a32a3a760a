/**
 * Work the page can do once everything more urgent has run: after hydration's own tasks, input and
 * rendering. A background-priority task where the browser has `scheduler.postTask`, else a task of its own
 * (a message to ourselves). No timer, so a page whose clock a test has frozen still runs it. Client code only.
 */
interface TaskScheduler {
  postTask?: (callback: () => void, options: { priority: "background" }) => Promise<unknown>;
}

export function inBackground(task: () => void): void {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler?.postTask) {
    void scheduler.postTask(task, { priority: "background" });
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}
