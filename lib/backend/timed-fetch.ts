/** Outgoing requests to other services give up after this long unless told otherwise. */
export const OUTGOING_TIMEOUT_MS = 10_000;

/**
 * A fetch that aborts after `ms` (also when the caller passes its own
 * signal), for clients we hand a fetch to (supabase-js, @supabase/ssr).
 */
export function timedFetch(ms: number = OUTGOING_TIMEOUT_MS, base: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(ms);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return base(input, { ...init, signal });
  };
}
