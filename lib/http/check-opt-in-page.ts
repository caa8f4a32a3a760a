import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { safeFetchHtml, SafeFetchError, type FetchedPage, type SafeFetchOptions } from "./safe-fetch";
import { readLinkedPage, readOptInPage } from "@/lib/opt-in-check/read-page";
import { runChecks } from "@/lib/opt-in-check/rules";
import type { Check, LinkedText, PageReading } from "@/lib/opt-in-check/types";
import type { OptInCheckInput } from "@/lib/validation/opt-in-check";

/**
 * One check of a page named by a visitor: the page fetched by the safe fetcher (or taken as pasted), read, its
 * privacy policy and terms fetched when they are on the same site, and the rules run on all of it.
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

async function linkedPage(
  href: string | null,
  page: FetchedPage,
  what: string,
  options: SafeFetchOptions,
): Promise<LinkedText> {
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
    return { text: readLinkedPage((await safeFetchHtml(url.toString(), options)).html) };
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    return { text: null, reason: `${error.message.charAt(0).toLowerCase()}${error.message.slice(1)}` };
  }
}

async function readFromUrl(
  url: string,
  options: SafeFetchOptions,
): Promise<{ page: PageReading; privacy: LinkedText; terms: LinkedText }> {
  let fetched: FetchedPage;
  try {
    fetched = await safeFetchHtml(url, options);
  } catch (error) {
    if (error instanceof SafeFetchError) throw refusedUrl(error);
    throw error;
  }
  const page = readOptInPage(fetched.html);
  const [privacy, terms] = await Promise.all([
    linkedPage(page.links.privacy, fetched, "privacy policy", options),
    linkedPage(page.links.terms, fetched, "terms page", options),
  ]);
  return { page, privacy, terms };
}

/** Every rule's verdict on the page; a URL that cannot be checked is a 422 naming why. */
export async function checkOptInPage(input: OptInCheckInput, options: SafeFetchOptions = {}): Promise<Check[]> {
  const read = input.url
    ? await readFromUrl(input.url, options)
    : {
        page: readOptInPage(input.html ?? ""),
        privacy: { text: null, reason: PASTED },
        terms: { text: null, reason: PASTED },
      };
  return runChecks({ brand: input.brand, vertical: input.vertical, samples: input.samples, ...read });
}
