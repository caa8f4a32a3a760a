import { brandFromHostname, completeSetupUrl } from "@/lib/funnel/brand-from-hostname";
import { HUB_IDS, HUBS, appUrl } from "@/lib/hubs/registry";

describe("brandFromHostname", () => {
  it.each([
    ["marquetext.com", "marque"],
    ["www.marquetext.com", "marque"],
    ["percytech.com", "percytech"],
    ["www.percytech.com", "percytech"],
    ["staging.percytech.com", "percytech"],
    ["percymd.com", "percymd"],
    ["app.percymd.com", "percymd"],
    ["WWW.PERCYMD.COM", "percymd"],
    ["percymd.com.", "percymd"],
    ["percytext.com", "percytext"],
    ["a.b.percytext.com", "percytext"],
    ["percytext.localhost", "percytext"],
    ["percymd.localhost", "percymd"],
    ["percytech.localhost", "percytech"],
    ["marque.localhost", "marque"],
    ["www.percymd.localhost", "percymd"],
  ])("%s → %s", (hostname, hub) => {
    expect(brandFromHostname(hostname)).toBe(hub);
  });

  it.each([
    "localhost",
    "127.0.0.1",
    "example.com",
    // Look-alikes must not pick a brand: only the domain itself or a real subdomain counts.
    "notpercymd.com",
    "percymd.com.evil.example",
    "percymd.co",
    "unknown.localhost",
    "",
  ])("%s → the default brand (Marque)", (hostname) => {
    expect(brandFromHostname(hostname)).toBe("marque");
  });

  it("treats missing input as the default", () => {
    expect(brandFromHostname(null)).toBe("marque");
    expect(brandFromHostname(undefined)).toBe("marque");
  });
});

describe("completeSetupUrl", () => {
  it("is the brand's app host with payment_success=true and the session id", () => {
    expect(completeSetupUrl("marque", "cs_test_123")).toBe(
      "https://app.marquetext.com/?payment_success=true&session_id=cs_test_123",
    );
    expect(completeSetupUrl("percymd", "cs_live_AbC")).toBe(
      "https://app.percymd.com/?payment_success=true&session_id=cs_live_AbC",
    );
  });

  it("is built from the registry's appUrl for every hub", () => {
    for (const id of HUB_IDS) {
      expect(completeSetupUrl(id, "x").startsWith(`${appUrl(HUBS[id])}/?`)).toBe(true);
    }
  });

  it("URL-encodes the session id so it cannot add or change parameters", () => {
    const url = completeSetupUrl("percytext", "cs_a&payment_success=false #x/y+z");
    expect(url).toBe(
      "https://app.percytext.com/?payment_success=true&session_id=cs_a%26payment_success%3Dfalse%20%23x%2Fy%2Bz",
    );
    const parsed = new URL(url);
    expect(parsed.searchParams.getAll("payment_success")).toEqual(["true"]);
    expect(parsed.searchParams.get("session_id")).toBe("cs_a&payment_success=false #x/y+z");
  });
});
