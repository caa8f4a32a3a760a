import { notFound } from "next/navigation";
import { serverEnv } from "@/lib/config/server-env";
import { ThrowWhileRendering } from "./throw-while-rendering";

// Rendered per request: whether it exists depends on the server's environment.
export const dynamic = "force-dynamic";

/** Test-only (E2E_TEST_HOOKS): a page whose client component throws, to exercise the crash screen. */
export default function CrashTestPage() {
  if (!serverEnv().E2E_TEST_HOOKS) notFound();
  return <ThrowWhileRendering />;
}
