/** A form sent sooner than this after it loaded was not filled in by a person: 3 seconds. */
export const MIN_FILL_MS = 3000;
