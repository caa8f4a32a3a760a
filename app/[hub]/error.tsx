"use client";

import { CrashScreen } from "@/components/site/crash-screen";

export default function ErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  return <CrashScreen error={error} />;
}
