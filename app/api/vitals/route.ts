import { AppError, isAppError } from "@/lib/errors/app-error";
import { checkOrigin, clientIp, enforceLimit, handle, readBodyText } from "@/lib/http";
import { vitalsBeaconSchema } from "@/lib/validation/vitals";
import { getBackend } from "@/lib/backend";

/** A beacon carries at most five metrics and a few words of context: 2 KB is ample. */
const VITALS_MAX_BYTES = 2 * 1024;

const notParsed = () => new AppError("API_BAD_REQUEST", "Not a field-vitals beacon.", { status: 400, severity: "LOW" });

/**
 * POST /api/vitals: a page's field vitals, sent by navigator.sendBeacon
 * (text/plain JSON, so no preflight). 30 a minute per address; 413 over the
 * cap, 400 for anything else that is not a beacon; nothing is stored from a
 * refused one, and the address is used for the limit only, never stored.
 */
export const POST = handle(async (request: Request) => {
  checkOrigin(request);
  await orUnavailable(() =>
    enforceLimit("vitalsPerIp", clientIp(request), "Too many speed reports. Please wait and try again."),
  );
  let text: string;
  try {
    text = await readBodyText(request, VITALS_MAX_BYTES);
  } catch (error) {
    // A body cut off on the way is not a beacon either.
    throw isAppError(error) ? error : notParsed();
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw notParsed();
  }
  const beacon = vitalsBeaconSchema.safeParse(body);
  if (!beacon.success) throw notParsed();
  await orUnavailable(() => getBackend().vitals.record(beacon.data));
  return new Response(null, { status: 204 });
});

/** The database (the limiter's on PostgreSQL, the samples') is away: say so with a 503 (handle() logs it), never a 500. */
async function orUnavailable(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError("DB_QUERY_ERROR", "Speed reports are not being stored just now.", {
      status: 503,
      severity: "MEDIUM",
      context: { cause: error instanceof Error ? error.message : String(error) },
    });
  }
}
