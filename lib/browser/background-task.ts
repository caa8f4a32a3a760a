/**
 * Work the page can do once everything more urgent has run: after hydration's own tasks, input and
 * rendering. A background-priority task where the browser has `scheduler.postTask`, else a task of its own
 * (a message to ourselves). No timer, so a page whose clock a test has frozen still runs it. Client code only.
 */
type PostTask = (callback: () => void, options: { priority: "background" }) => Promise<unknown>;

export function inBackground(task: () => void): void {
  const postTask = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler?.postTask;
  if (postTask) {
    void postTask.call((globalThis as { scheduler?: unknown }).scheduler, task, { priority: "background" });
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}
