import { checkoutUrl, resetServerEnvForTests } from "@/lib/config/server-env";
import { loginUrl } from "@/lib/hubs/addresses";
import { HUBS, HUB_IDS, appUrl } from "@/lib/hubs/registry";

describe("/login target", () => {
  it.each(HUB_IDS)("%s: localhost:3001 in development, the brand's app host otherwise", (id) => {
    expect(loginUrl(HUBS[id], "development")).toBe("http://localhost:3001/login");
    expect(loginUrl(HUBS[id], "production")).toBe(`https://app.${HUBS[id].domain}/login`);
    expect(loginUrl(HUBS[id], "staging")).toBe(`${appUrl(HUBS[id])}/login`);
  });
});

describe("/signup target: the hub's checkout, configurable per hub", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetServerEnvForTests();
  });

  it.each(HUB_IDS)("%s defaults to https://checkout.<domain>/start", (id) => {
    delete process.env[`CHECKOUT_URL_${id.toUpperCase()}`];
    resetServerEnvForTests();
    expect(checkoutUrl(id)).toBe(`https://checkout.${HUBS[id].domain}/start`);
  });

  it("takes CHECKOUT_URL_<HUB> for that hub only", () => {
    process.env.CHECKOUT_URL_PERCYMD = "https://pay.example.com/md";
    resetServerEnvForTests();
    expect(checkoutUrl("percymd")).toBe("https://pay.example.com/md");
    expect(checkoutUrl("percytext")).toBe("https://checkout.percytext.com/start");
  });

  it("treats an empty value as unset and rejects a malformed URL at start-up", () => {
    process.env.CHECKOUT_URL_MARQUE = "";
    resetServerEnvForTests();
    expect(checkoutUrl("marque")).toBe("https://checkout.marquetext.com/start");
    process.env.CHECKOUT_URL_MARQUE = "not a url";
    resetServerEnvForTests();
    expect(() => checkoutUrl("marque")).toThrow(/CHECKOUT_URL_MARQUE/);
  });
});
