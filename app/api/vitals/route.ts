import { AppError } from "@/lib/errors/app-error";
import { checkOrigin, clientIp, enforceLimit, handle, readBodyText } from "@/lib/http";
import { database } from "@/lib/backend/database";
import { vitalsBeaconSchema } from "@/lib/validation/vitals";
import { recordBeacon } from "@/lib/vitals/store";

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
  await enforceLimit("vitalsPerIp", clientIp(request), "Too many speed reports. Please wait and try again.");
  const text = await readBodyText(request, VITALS_MAX_BYTES);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw notParsed();
  }
  const beacon = vitalsBeaconSchema.safeParse(body);
  if (!beacon.success) throw notParsed();
  try {
    await recordBeacon(database(), beacon.data);
  } catch (error) {
    // The database is away: say so (handle() logs it), never a 500.
    throw new AppError("DB_QUERY_ERROR", "Speed reports are not being stored just now.", {
      status: 503,
      severity: "MEDIUM",
      context: { cause: error instanceof Error ? error.message : String(error) },
    });
  }
  return new Response(null, { status: 204 });
});
