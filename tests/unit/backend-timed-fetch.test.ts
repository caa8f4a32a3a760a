import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { timedFetch } from "@/lib/backend/timed-fetch";

/** A service that accepts the request and never answers. */
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("timedFetch", () => {
  it("gives up on a service that never answers", async () => {
    await expect(timedFetch(50)(url)).rejects.toThrow(/timeout|aborted/i);
  });
  it("keeps the caller's own signal working", async () => {
    const controller = new AbortController();
    const pending = timedFetch(60_000)(url, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(/abort/i);
  });
});
