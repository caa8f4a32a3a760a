import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { firstLoadJs } from "../support/first-load.mjs";
import { hostHeader, loopbackUrl } from "./hubs";

/** Every public page. */
const ROUTES = [
  "/",
  "/pricing",
  "/about",
  "/faq",
  "/contact",
  "/demo",
  "/terms",
  "/privacy",
  "/clients/donsbt",
  // A gated program's page: its age gate before anything else.
  "/clients/harbor-cigar",
  "/opt-in-check",
  "/verify",
  "/verify-otp",
  "/check-email",
  "/payment-success",
];
/** JavaScript a page may load over a bare one-page Next app, gzipped. */
const BUDGET_BYTES = 15 * 1024;

/**
 * The bare app's first-load JavaScript as `npm run bench` last measured it (it builds one with this
 * project's Next); it changes only with the Next version.
 */
function bareNextFloor(): number {
  const results = JSON.parse(readFileSync("bench/results.json", "utf8"));
  const floor = results.bareNext?.gzipBytes;
  if (typeof floor !== "number") throw new Error("bench/results.json has no bareNext.gzipBytes: run npm run bench");
  return floor;
}

test("every public page loads at most 15 KiB of JavaScript (gzip) over a bare Next page", async () => {
  const floor = bareNextFloor();
  const over: Record<string, number> = {};
  for (const route of ROUTES) {
    const { gzipBytes } = await firstLoadJs(loopbackUrl(""), route, hostHeader("marque"));
    over[route] = Math.round((gzipBytes - floor) / 102.4) / 10;
  }
  const tooHeavy = Object.fromEntries(Object.entries(over).filter(([, kib]) => kib * 1024 > BUDGET_BYTES));
  expect(tooHeavy, `KiB over the floor per page: ${JSON.stringify(over)}`).toEqual({});
});
