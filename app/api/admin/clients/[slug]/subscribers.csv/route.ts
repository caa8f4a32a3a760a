import { programRoute } from "@/lib/admin/program-route";
import { csvHeaders, csvStream } from "@/lib/admin/csv";
import { findProgram, programNotFound } from "@/lib/programs/store";
import {
  subscriberBatches,
  subscriberCsvLine,
  SUBSCRIBERS_CSV_HEADER,
  SUBSCRIBER_STATUSES,
} from "@/lib/programs/subscribers";

export const dynamic = "force-dynamic";

/**
 * GET [?status=confirmed]: the program's subscribers as CSV, a status column
 * and a link to each proof of consent, streamed as they are read, no cap.
 */
export const GET = programRoute(async ({ request, slug, db }) => {
  const found = await findProgram(db, slug);
  if (!found) throw programNotFound();
  const wanted = new URL(request.url).searchParams.get("status");
  const status = SUBSCRIBER_STATUSES.find((s) => s === wanted);
  const programId = found.id;
  const url = new URL(request.url);
  const origin = `${url.protocol}//${request.headers.get("host") ?? url.host}`;
  const proofUrl = (id: string) => `${origin}/admin/clients/${slug}/subscribers/${id}`;
  async function* lines() {
    for await (const batch of subscriberBatches(db, programId, status))
      yield batch.map((s) => subscriberCsvLine(s, proofUrl));
  }
  const body = csvStream(`${SUBSCRIBERS_CSV_HEADER}\r\n`, lines());
  return new Response(body, {
    headers: csvHeaders(`subscribers-${slug}-${new Date().toISOString().slice(0, 10)}.csv`),
  });
});
