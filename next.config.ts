import type { NextConfig } from "next";
import { securityHeaders } from "./lib/security/headers";
import { hubRewrites } from "./lib/hubs/rewrites";

const dev = process.env.NODE_ENV !== "production";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // The root layout lives under app/[hub]; unmatched URLs need a global 404.
    globalNotFound: true,
  },
  // No serverExternalPackages for PGlite: it bundles in route handlers as is (checked with next build + start).
  // Prerendered HTML is served whole from memory; hashing it for an ETag on every response costs more than it saves.
  generateEtags: false,
  async rewrites() {
    return { beforeFiles: [], afterFiles: hubRewrites(), fallback: [] };
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders(dev) }];
  },
};

export default nextConfig;
