import { completeSetupUrl } from "@/lib/funnel/checkout";
import { HUB_IDS, HUBS, appUrl } from "@/lib/hubs/registry";

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
