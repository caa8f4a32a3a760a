import { serverEnv } from "@/lib/config/server-env";
import { serverNow, setServerNow } from "@/lib/config/test-clock";
import { AppError } from "@/lib/errors/app-error";
import { handle, readJson } from "@/lib/http";
import { testClockSchema } from "@/lib/validation/test-clock";

export const dynamic = "force-dynamic";

/** Tests only (E2E_TEST_HOOKS): a 404 like any unknown route otherwise. */
function requireHooks(): void {
  if (!serverEnv().E2E_TEST_HOOKS) throw new AppError("API_NOT_FOUND", "Not found", { status: 404, severity: "LOW" });
}

/** GET: the time the server's rules read now. */
export const GET = handle(async () => {
  requireHooks();
  return Response.json({ now: serverNow().toISOString() });
});

/** POST { now }: the server's clock reads `now` from here on (and runs on); `null` puts it back on real time. */
export const POST = handle(async (request) => {
  requireHooks();
  const { now } = await readJson(request, testClockSchema);
  setServerNow(now === null ? null : new Date(now));
  return Response.json({ now: serverNow().toISOString() });
});
