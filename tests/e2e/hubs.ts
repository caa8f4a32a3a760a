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
