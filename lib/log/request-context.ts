import { AsyncLocalStorage } from "node:async_hooks";

/** What every log line written while serving a request carries. */
export interface RequestContext {
  requestId?: string;
  route?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Run `fn` with this request's id and route attached to every log line it writes (also across awaits). */
export function withRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** A request id from a trusted proxy or a client: kept only when it is short and plain. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function acceptRequestId(value: string | null | undefined): string | undefined {
  return value && REQUEST_ID.test(value) ? value : undefined;
}

export const REQUEST_ID_HEADER = "x-request-id";
