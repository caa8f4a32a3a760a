import { appUrl, type Hub } from "./registry";
import type { Environment } from "./stage";

/** The app login address — the brand's app host in production, localhost:3001 in development. */
export function loginUrl(hub: Hub, environment: Environment): string {
  return environment === "development" ? "http://localhost:3001/login" : `${appUrl(hub)}/login`;
}
