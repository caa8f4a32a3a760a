import type { TopicPage } from "../../types";
import { appointmentReminders } from "./appointment-reminders";
import { orderAndPickupUpdates } from "./order-and-pickup-updates";
import { reviewAndFeedbackRequests } from "./review-and-feedback-requests";
import { textToJoinKeywords } from "./text-to-join-keywords";
import { twoWayCustomerTexting } from "./two-way-customer-texting";

/** What this hub sells, one page each at /solutions/{slug}, in the order the index lists them. */
export const solutions: readonly TopicPage[] = [
  appointmentReminders,
  twoWayCustomerTexting,
  reviewAndFeedbackRequests,
  textToJoinKeywords,
  orderAndPickupUpdates,
];
