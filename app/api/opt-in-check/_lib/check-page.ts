import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { fetchTestPorts } from "@/lib/config/server-env";
import { safeFetchHtml, SafeFetchError, type FetchedPage } from "@/lib/http/safe-fetch";
import { readLinkedPage, readOptInPage } from "@/lib/opt-in-check/read-page";
import { runChecks } from "@/lib/opt-in-check/rules";
import type { LinkedText, PageReading } from "@/lib/opt-in-check/types";
import type { OptInCheckInput } from "@/lib/validation/opt-in-check";
import { optInReports, type OptInReport } from "@/lib/backend/opt-in-reports";

/**
 * One check, from the input to the stored report: the page fetched (or taken as pasted), read, its privacy
 * policy and terms fetched when they are on the same site, the rules run, the report kept.
 */

const PASTED =
  "you pasted the page's HTML, so we did not follow its links. Check the page by its address to have us read it.";

function refusedUrl(error: SafeFetchError): AppError {
  return new AppError("VALIDATION_INVALID_VALUE", error.message, {
    status: 422,
    severity: "LOW",
    fields: { url: error.message },
  });
}

/** The same site: the same host, with or without www. */
const siteOf = (url: URL) => url.hostname.replace(/^www\./, "");

async function linkedPage(href: string | null, page: FetchedPage, what: string): Promise<LinkedText> {
  if (href === null) return { text: null, reason: `the form does not link to a ${what}.` };
  let url: URL;
  try {
    url = new URL(href, page.url);
  } catch {
    return { text: null, reason: `its link (${href.slice(0, 80)}) is not an address.` };
  }
  const base = new URL(page.url);
  if (url.origin === base.origin && url.pathname === base.pathname && url.search === base.search)
    return { text: readLinkedPage(page.html) };
  if (siteOf(url) !== siteOf(base))
    return { text: null, reason: `it is on another site (${url.hostname}), and we read only the page's own site.` };
  try {
    return { text: readLinkedPage((await safeFetchHtml(url.toString(), { loopbackPorts: fetchTestPorts() })).html) };
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    return { text: null, reason: `${error.message.charAt(0).toLowerCase()}${error.message.slice(1)}` };
  }
}

async function readFromUrl(url: string): Promise<{ page: PageReading; privacy: LinkedText; terms: LinkedText }> {
  let fetched: FetchedPage;
  try {
    fetched = await safeFetchHtml(url, { loopbackPorts: fetchTestPorts() });
  } catch (error) {
    if (error instanceof SafeFetchError) throw refusedUrl(error);
    throw error;
  }
  const page = readOptInPage(fetched.html);
  const [privacy, terms] = await Promise.all([
    linkedPage(page.links.privacy, fetched, "privacy policy"),
    linkedPage(page.links.terms, fetched, "terms page"),
  ]);
  return { page, privacy, terms };
}

/** Run the check and keep its report. */
export async function checkOptInPage(input: OptInCheckInput): Promise<OptInReport> {
  const read = input.url
    ? await readFromUrl(input.url)
    : {
        page: readOptInPage(input.html ?? ""),
        privacy: { text: null, reason: PASTED },
        terms: { text: null, reason: PASTED },
      };
  const checks = runChecks({ brand: input.brand, vertical: input.vertical, samples: input.samples, ...read });
  return optInReports.save({
    source: input.url ? "url" : "html",
    url: input.url ?? null,
    brand: input.brand,
    vertical: input.vertical,
    samples: input.samples,
    checks,
  });
}
