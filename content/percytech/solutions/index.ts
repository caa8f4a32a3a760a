import type { TopicPage } from "../../types";

/** What this hub sells, one page each at /solutions/{slug}, in the order the index lists them. */
export const solutions: readonly TopicPage[] = [];
