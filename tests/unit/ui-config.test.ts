import { BUILD_CONFIG, describeBackend, runtimeConfig, showDebugOverlay } from "@/lib/config/public";

describe("run-time configuration", () => {
  it("the build never turns on a development shortcut", () => {
    expect(BUILD_CONFIG).toMatchObject({ skipEmailConfirmation: false, devAuth: false, debugMode: false });
  });

  it.each([
    ["marque.localhost:3000", "development", true],
    ["staging.percymd.com", "staging", true],
    ["marque-site.vercel.app", "staging", true],
    ["percymd.com", "production", false],
  ] as const)("host %s → %s; the build's flags do not follow the host", (host, environment, hubSwitcher) => {
    const config = runtimeConfig({ host, hub: "percymd", backend: "embedded" });
    expect(config).toMatchObject({ ...BUILD_CONFIG, environment, hubSwitcher, backend: "embedded" });
  });

  it("the web app URL is the hub's", () => {
    expect(runtimeConfig({ host: "marquetext.com", hub: "marque", backend: "embedded" }).webAppUrl).toBe(
      "https://app.marquetext.com",
    );
    expect(runtimeConfig({ host: "percytext.com", hub: "percytext", backend: "embedded" }).webAppUrl).toBe(
      "https://app.percytext.com",
    );
  });

  it("names the backend: the Supabase URL when URL and key are set, never the key", () => {
    const key = "service-role-secret-value";
    expect(describeBackend({})).toBe("embedded");
    expect(describeBackend({ SUPABASE_URL: "https://abc.supabase.co" })).toBe("embedded");
    expect(describeBackend({ SUPABASE_SERVICE_ROLE_KEY: key })).toBe("embedded");
    const named = describeBackend({ SUPABASE_URL: "https://abc.supabase.co", SUPABASE_SERVICE_ROLE_KEY: key });
    expect(named).toBe("https://abc.supabase.co");
    expect(JSON.stringify(runtimeConfig({ host: "x", hub: "marque", backend: named }))).not.toContain(key);
  });

  it("names the in-process PostgreSQL mode when DATABASE_URL is set, never the connection string", () => {
    const url = "postgres://app:pw-secret@db.example.com:5432/app";
    expect(describeBackend({ DATABASE_URL: url })).toBe("postgres");
    expect(describeBackend({ SUPABASE_DB_URL: url })).toBe("postgres");
    expect(describeBackend({ SUPABASE_URL: "https://abc.supabase.co", DATABASE_URL: url })).toBe("postgres");
    expect(
      describeBackend({ SUPABASE_URL: "https://abc.supabase.co", SUPABASE_SERVICE_ROLE_KEY: "k", DATABASE_URL: url }),
    ).toBe("https://abc.supabase.co");
  });

  it.each([
    ["development", "marque.localhost:3000", true],
    ["development", "percymd.com", true],
    ["production", "staging.marquetext.com", true],
    ["production", "marque-site.netlify.app", true],
    ["production", "marque.localhost:3000", false],
    ["production", "marquetext.com", false],
    ["production", "www.percymd.com", false],
    ["test", "marquetext.com", false],
  ])("debug overlay: %s build on %s → %s", (nodeEnv, host, shown) => {
    expect(showDebugOverlay(nodeEnv, host)).toBe(shown);
  });
});
