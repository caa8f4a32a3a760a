import type { TopicPage } from "../../types";

/** The audiences this hub sells to, one page each at /industries/{slug}, in the order the index lists them. */
export const industries: readonly TopicPage[] = [];
