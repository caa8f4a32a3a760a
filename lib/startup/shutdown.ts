/**
 * What must finish before the process exits on SIGTERM or SIGINT. The app registers its work here (from
 * instrumentation, inside Next's bundle); the site's HTTP server, which owns the signals, runs it: `drain`
 * while the server finishes its requests in flight, then `close` (the database, which both still need).
 */
export interface ShutdownWork {
  drain?: () => Promise<unknown> | unknown;
  close?: () => Promise<unknown> | unknown;
}

// One list per process, whichever copy of this module (Next's bundle or the server's) registers or runs it.
const WORK = Symbol.for("marque.shutdownWork");

function registered(): ShutdownWork[] {
  const holder = globalThis as { [WORK]?: ShutdownWork[] };
  return (holder[WORK] ??= []);
}

export function onShutdown(work: ShutdownWork): void {
  registered().push(work);
}

const settle = (steps: ((() => Promise<unknown> | unknown) | undefined)[]) =>
  Promise.allSettled(steps.map((step) => Promise.resolve().then(step)));

/** Runs the registered work around `stopHttp` (which resolves once the requests in flight are answered). */
export async function shutdown(stopHttp: () => Promise<void>): Promise<void> {
  const work = registered();
  await settle([stopHttp, ...work.map((w) => w.drain)]);
  await settle(work.map((w) => w.close));
}
