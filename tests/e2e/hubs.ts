import type { APIRequestContext } from "@playwright/test";
import { HUB_IDS, HUBS, type HubId } from "../../lib/hubs/registry";
import { E2E_PORT } from "../../playwright.config";

export { HUB_IDS, HUBS, type HubId };

/** `http://<hub>.localhost:PORT` — Chromium resolves *.localhost to loopback. */
export function hubOrigin(hub: HubId): string {
  return `http://${hub}.localhost:${E2E_PORT}`;
}

export function hubUrl(hub: HubId, path = "/"): string {
  return `${hubOrigin(hub)}${path}`;
}

/**
 * Node's resolver (used by Playwright's `request`) does not resolve
 * *.localhost, so request-level tests dial loopback and name the host in the
 * Host header — exactly what curl -H 'Host: …' does.
 */
export function loopbackUrl(path = "/"): string {
  return `http://127.0.0.1:${E2E_PORT}${path}`;
}

export function hostHeader(hub: HubId): string {
  return `${hub}.localhost:${E2E_PORT}`;
}

export type RequestOptions = Parameters<APIRequestContext["fetch"]>[1];

/** A request to `path` as seen on `host` (a hub id → `<hub>.localhost:PORT`, or any literal Host). */
export function fetchAs(request: APIRequestContext, host: HubId | string, path: string, options: RequestOptions = {}) {
  const hostValue = (HUB_IDS as readonly string[]).includes(host) ? hostHeader(host as HubId) : host;
  return request.fetch(loopbackUrl(path), {
    ...options,
    headers: { ...(options?.headers ?? {}), host: hostValue },
  });
}
