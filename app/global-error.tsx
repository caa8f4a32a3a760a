"use client";

import { CrashScreen } from "@/components/site/crash-screen";
import "./globals.css";

/** Catches errors in the root (hub) layout itself, so it renders its own document. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body>
        <main>
          <CrashScreen error={error} />
        </main>
      </body>
    </html>
  );
}
