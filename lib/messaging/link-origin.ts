import { HUBS, type HubId } from "@/lib/hubs/registry";
import { hostnameOf, isLocalHostname } from "@/lib/hubs/host";

/**
 * Where links in our messages point: the request's own host when it is one
 * of ours (a hub's domain, or a local development host), else the hub's
 * production domain. A forged Host header never lands in an email.
 */
export function linkOrigin(host: string | null, secure: boolean, hub: HubId): string {
  const name = hostnameOf(host);
  const domain = HUBS[hub].domain;
  if (host && name) {
    if (name === domain || name === `www.${domain}`) return `https://${host}`;
    // A local host, but never another hub's `<hub>.localhost`.
    if (isLocalHostname(name) && (!name.endsWith(".localhost") || name === `${hub}.localhost`))
      return `${secure ? "https" : "http"}://${host}`;
  }
  return `https://${domain}`;
}
