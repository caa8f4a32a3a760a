// Moved to tests/support/messaging-sinks.ts (shared by jest and Playwright); kept so older imports still work.
export * from "../support/messaging-sinks";
