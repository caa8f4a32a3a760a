import { programRoute } from "@/lib/admin/program-route";
import { adminOnly } from "@/lib/auth/admin-role";
import { csvHeaders, csvStream } from "@/lib/admin/csv";
import { getBackend } from "@/lib/backend";
import { programNotFound } from "@/lib/programs/record";
import { subscriberCsvLine, SUBSCRIBERS_CSV_HEADER, SUBSCRIBER_STATUSES } from "@/lib/programs/subscribers";

export const dynamic = "force-dynamic";

/**
 * GET [?status=confirmed]: the program's subscribers as CSV, a status column
 * and a link to each proof of consent, streamed as they are read, no cap.
 */
const subscribersCsv = programRoute(async ({ request, slug }) => {
  const { programs } = getBackend();
  const found = await programs.find(slug);
  if (!found) throw programNotFound();
  const wanted = new URL(request.url).searchParams.get("status");
  const status = SUBSCRIBER_STATUSES.find((s) => s === wanted);
  const programId = found.id;
  const url = new URL(request.url);
  const origin = `${url.protocol}//${request.headers.get("host") ?? url.host}`;
  const proofUrl = (id: string) => `${origin}/admin/clients/${slug}/subscribers/${id}`;
  async function* lines() {
    for await (const batch of programs.subscribers.batches(programId, status))
      yield batch.map((s) => subscriberCsvLine(s, proofUrl));
  }
  const body = csvStream(`${SUBSCRIBERS_CSV_HEADER}\r\n`, lines());
  return new Response(body, {
    headers: csvHeaders(`subscribers-${slug}-${new Date().toISOString().slice(0, 10)}.csv`),
  });
});

/** Admins only (403 for an agent). */
export const GET = adminOnly(subscribersCsv);
