import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // A Pages Router rule: here /login and /signup are route handlers that
      // redirect off-site, so they must be plain anchors, not client navigations.
      "@next/next/no-html-link-for-pages": "off",
    },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    "next-env.d.ts",
    ".data/**",
    "test-results/**",
    "playwright-report/**",
    "bench/tmp/**",
    "supabase/functions/**",
  ]),
]);
