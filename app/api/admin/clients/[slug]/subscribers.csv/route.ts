import { programRoute } from "@/lib/admin/program-route";
import { findProgram, programNotFound } from "@/lib/programs/store";
import { listSubscribers, subscribersCsv, type SubscriberStatus } from "@/lib/programs/subscribers";

export const dynamic = "force-dynamic";

const STATUSES: SubscriberStatus[] = ["pending", "confirmed", "opted_out"];

/** GET [?status=confirmed]: the program's subscribers as CSV, a status column and a link to each proof of consent. */
export const GET = programRoute(async ({ request, slug, db }) => {
  const found = await findProgram(db, slug);
  if (!found) throw programNotFound();
  const wanted = new URL(request.url).searchParams.get("status");
  const all = await listSubscribers(db, found.id);
  const list = STATUSES.includes(wanted as SubscriberStatus) ? all.filter((s) => s.status === wanted) : all;
  const url = new URL(request.url);
  const origin = `${url.protocol}//${request.headers.get("host") ?? url.host}`;
  const csv = subscribersCsv(list, (id) => `${origin}/admin/clients/${slug}/subscribers/${id}`);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${slug}-${new Date().toISOString().slice(0, 10)}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
});
