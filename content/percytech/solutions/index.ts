import type { TopicPage } from "../../types";
import { ageGatedOptIn } from "./age-gated-opt-in";
import { consentRecords } from "./consent-records";
import { deliveryMonitoring } from "./delivery-monitoring";
import { messagingApi } from "./messaging-api";
import { numbersAndRegistration } from "./numbers-and-registration";

/** What this hub sells, one page each at /solutions/{slug}, in the order the index lists them. */
export const solutions: readonly TopicPage[] = [
  numbersAndRegistration,
  consentRecords,
  ageGatedOptIn,
  deliveryMonitoring,
  messagingApi,
];
