import type { Metadata } from "next";
import type { Hub } from "@/lib/hubs";
import { pageMetadata } from "@/lib/seo/page-metadata";

/** What a client page's metadata reads from the client's profile. */
export interface ClientSeo {
  id: string;
  name: string;
  description: string;
  industry: string;
}

export type ClientPageKind = "profile" | "terms" | "privacy";

/** Search results show about 160 characters of a description: a longer one is cut at a word, with an ellipsis. */
const DESCRIPTION_MAX = 160;

export function snippet(text: string): string {
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,;:.]+$/, "")}…`;
}

/** Unique title and description per client page; canonical on /clients/{id}… */
export function clientMetadata(hub: Hub, client: ClientSeo, kind: ClientPageKind): Metadata {
  const base = `/clients/${client.id}`;
  const byKind = {
    profile: { title: client.name, description: snippet(client.description), path: base },
    terms: {
      title: `${client.name} SMS Terms`,
      description: `SMS program terms for ${client.name}: what you receive, message frequency, rates, HELP and STOP.`,
      path: `${base}/terms`,
    },
    privacy: {
      title: `${client.name} Privacy Policy`,
      description: `How ${client.name} handles your mobile number and SMS opt-in data.`,
      path: `${base}/privacy`,
    },
  }[kind];
  return pageMetadata(hub, { ...byKind, keywords: [client.name, client.industry, "SMS alerts", "text messages"] });
}

/**
 * The same for a client program's published version. A gated program's page describes only its gate: nothing
 * it offers may show before an age is affirmed, in the head either.
 */
export function programMetadata(
  hub: Hub,
  program: { slug: string; brandName: string; description: string; programName: string; ageGate: string },
  kind: ClientPageKind,
): Metadata {
  const description =
    program.ageGate === "none"
      ? program.description
      : `${program.programName} is for ${program.ageGate}+ only: confirm your age to continue.`;
  return clientMetadata(
    hub,
    { id: program.slug, name: program.brandName, description, industry: program.programName },
    kind,
  );
}
