import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // The root layout lives under app/[hub]; unmatched URLs need a global 404 (STACK.md).
    globalNotFound: true,
  },
};

export default nextConfig;
