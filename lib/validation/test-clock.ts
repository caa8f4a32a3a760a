import { z } from "zod";

/** POST /api/test-hooks/clock: the time the server's clock should read, or null for real time. */
export const testClockSchema = z.object({
  now: z.iso.datetime({ offset: true, error: "now must be an ISO time, e.g. 2026-12-06T15:00:00Z" }).nullable(),
});
