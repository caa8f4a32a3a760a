import http from "node:http";

/**
 * A check that sees each HTTP request before Next does: it answers the request itself, or calls `next()` to
 * hand it on (to the next guard, then Next), at once or after its own asynchronous work.
 */
export type RequestGuard = (
  request: http.IncomingMessage,
  response: http.ServerResponse,
  next: () => void,
  server: http.Server,
) => void;

const GUARDS = Symbol.for("marque.requestGuards");

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;

/**
 * Adds `guard` under `name` (once per process, in the order added) to every HTTP server's "request" event.
 * The server's `emit` is wrapped once, for all guards; any other event goes on untouched. Used where Next has
 * no mechanism of its own: methods and file-server errors it would answer 500, and the client pages' rewrite.
 */
export function guardRequests(name: string, guard: RequestGuard): void {
  const proto = http.Server.prototype as http.Server & { [GUARDS]?: Map<string, RequestGuard> };
  let guards = proto[GUARDS];
  if (!guards) {
    const registered = new Map<string, RequestGuard>();
    guards = registered;
    const emit = proto.emit as Emit;
    const guarded: Emit = function (event, ...args) {
      if (event !== "request" || registered.size === 0) return emit.call(this, event, ...args);
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      const chain = [...registered.values()];
      const run = (i: number): void => {
        if (i < chain.length) chain[i](request, response, () => run(i + 1), this);
        else emit.call(this, event, ...args);
      };
      run(0);
      return true;
    };
    proto.emit = guarded as typeof proto.emit;
    proto[GUARDS] = registered;
  }
  if (!guards.has(name)) guards.set(name, guard);
}
