import localFont from "next/font/local";

/**
 * Geist, the site's face, shown only if it arrives within the browser's short
 * block period (~100 ms; it is preloaded) and otherwise not at all for that
 * page view: a later swap re-wraps headings wherever the fallback's metrics
 * differ (phones and Linux have no Arial for the adjusted fallback), which
 * moves the page under the reader.
 */
export const GeistSans = localFont({
  src: "../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "optional",
});
