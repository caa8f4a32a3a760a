import { GET } from "@/app/[hub]/signup/route";
import { getContent } from "@/content";
import { checkoutUrl, resetServerEnvForTests } from "@/lib/config/server-env";
import { HUB_IDS, type HubId } from "@/lib/hubs/registry";

async function signup(hub: HubId, query = "") {
  const response = await GET(new Request(`http://localhost/signup${query}`), { params: Promise.resolve({ hub }) });
  return { status: response.status, location: response.headers.get("location") };
}

describe("/signup carries the pricing page's plan into the hub's checkout", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetServerEnvForTests();
  });

  it.each(HUB_IDS)("%s: every plan on its pricing page arrives as ?plan=<id>", async (hub) => {
    for (const plan of getContent(hub).pricing.plans) {
      const { status, location } = await signup(hub, `?plan=${plan.id}`);
      expect(status).toBe(307);
      const target = new URL(location!);
      expect(`${target.origin}${target.pathname}`).toBe(checkoutUrl(hub));
      expect(target.searchParams.get("plan")).toBe(plan.id);
    }
  });

  it("keeps the per-hub checkout override and its own query", async () => {
    process.env.CHECKOUT_URL_PERCYMD = "https://pay.example.com/start?src=site";
    resetServerEnvForTests();
    const plan = getContent("percymd").pricing.plans[0].id;
    expect((await signup("percymd", `?plan=${plan}`)).location).toBe(
      `https://pay.example.com/start?src=site&plan=${plan}`,
    );
  });

  it("leaves off a plan the hub does not offer, and works without one", async () => {
    expect((await signup("marque", "?plan=%3Cscript%3E")).location).toBe(checkoutUrl("marque"));
    expect((await signup("marque")).location).toBe(checkoutUrl("marque"));
  });

  it("passes the visit's utm values on to the checkout and drops any that break the attribution rules", async () => {
    const plan = getContent("marque").pricing.plans[0].id;
    const { location } = await signup(
      "marque",
      `?plan=${plan}&utm_source=newsletter&utm_medium=email&utm_campaign=fall%20launch&utm_term=%3Cscript%3E&gclid=abc`,
    );
    const target = new URL(location!);
    expect(target.searchParams.get("plan")).toBe(plan);
    expect(target.searchParams.get("utm_source")).toBe("newsletter");
    expect(target.searchParams.get("utm_medium")).toBe("email");
    expect(target.searchParams.get("utm_campaign")).toBe("fall launch");
    expect(target.searchParams.has("utm_term")).toBe(false);
    expect(target.searchParams.has("gclid")).toBe(false);
  });
});
