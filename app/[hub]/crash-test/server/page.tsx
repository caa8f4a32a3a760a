import { notFound } from "next/navigation";
import { serverEnv } from "@/lib/config/server-env";

// Rendered per request: whether it exists depends on the server's environment.
export const dynamic = "force-dynamic";

/** Test-only (E2E_TEST_HOOKS): a page that throws while rendering on the server, to exercise error reporting. */
export default function ServerCrashTestPage() {
  if (!serverEnv().E2E_TEST_HOOKS) notFound();
  throw new Error("Crash test: thrown on the server");
}
