import { emptyTouch, reportFromUrl } from "@/lib/attribution/rules";
import { getBackend } from "@/lib/backend";
import { optInReports } from "@/lib/backend/opt-in-reports";
import { agedToken, contactRequest, openContactRoute, VALID } from "./contact-route-helpers";

/**
 * A contact sent from an opt-in check report (`/contact?report=<id>`) carries the report's id like any
 * attribution field; staff see it on the lead. An id that names no report is dropped, never stored.
 */
const post = openContactRoute("opt-in-report-contact");

/** One number per person: a contact whose number is on file joins that person's lead. */
let people = 0;

async function sendWith(optInReport: string | null, email: string): Promise<string> {
  const touch = { ...emptyTouch(), landing_path: "/opt-in-check", landed_at: new Date().toISOString() };
  const response = await post(
    contactRequest({
      ...VALID,
      email,
      phone: `201 555 01${String(++people).padStart(2, "0")}`,
      formToken: agedToken(),
      attribution: { first: touch, last: touch, optInReport },
    }),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test("the report id is read from the contact page's address, and only when it is one", () => {
  const id = "AbCdEfGhIjKlMnOpQrStUv";
  expect(reportFromUrl(`https://marquetext.com/contact?report=${id}`)).toBe(id);
  for (const bad of ["short", "AbCdEfGhIjKlMnOpQrStUv0", "AbCdEfGhIjKlMnOpQrSt<>", ""])
    expect(reportFromUrl(`https://marquetext.com/contact?report=${encodeURIComponent(bad)}`)).toBeNull();
});

test("a lead sent from a report keeps its id; staff read it with the lead's attribution", async () => {
  const report = await optInReports.save({
    source: "html",
    url: null,
    brand: "Sunny Surf Shop",
    vertical: "retail",
    samples: ["Sunny Surf Shop: hi. Reply STOP to opt out."],
    checks: [],
  });
  const leadId = await sendWith(report.id, "report-lead@example.com");
  expect((await getBackend().admin.attribution(leadId)).optInReport).toBe(report.id);
});

test("an id that names no report is dropped", async () => {
  const leadId = await sendWith("ZZZZZZZZZZZZZZZZZZZZZZ", "no-report@example.com");
  expect((await getBackend().admin.attribution(leadId)).optInReport).toBeNull();
});
