import type { NextConfig } from "next";
import { securityHeaders } from "./lib/security/headers";

const dev = process.env.NODE_ENV !== "production";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // The root layout lives under app/[hub]; unmatched URLs need a global 404 (STACK.md).
    globalNotFound: true,
  },
  // No serverExternalPackages for PGlite: it bundles in route handlers as is (checked with next build + start).
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders(dev) }];
  },
};

export default nextConfig;
