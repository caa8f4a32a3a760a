import { checkCheckoutSession, STRIPE_API } from "@/lib/funnel/stripe";
import { AppError } from "@/lib/errors/app-error";

function fakeFetch(status: number, body: unknown) {
  return jest.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
}

describe("checkCheckoutSession (STRIPE_SECRET_KEY set)", () => {
  it("asks Stripe for the Checkout Session with the secret key", async () => {
    const fetchImpl = fakeFetch(200, { status: "complete", payment_status: "paid" });
    await expect(checkCheckoutSession("cs_test_abc", "sk_test_1", fetchImpl)).resolves.toEqual({
      paid: true,
      checked: true,
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${STRIPE_API}/checkout/sessions/cs_test_abc`);
    expect((init.headers as Record<string, string>).authorization).toBe("Bearer sk_test_1");
  });

  it("accepts a complete session that needed no payment", async () => {
    const fetchImpl = fakeFetch(200, { status: "complete", payment_status: "no_payment_required" });
    await expect(checkCheckoutSession("cs_live_x", "sk", fetchImpl)).resolves.toMatchObject({ paid: true });
  });

  it.each([
    { status: "open", payment_status: "unpaid" },
    { status: "expired", payment_status: "unpaid" },
    { status: "complete", payment_status: "unpaid" },
    {},
  ])("reports %p as not paid", async (session) => {
    await expect(checkCheckoutSession("cs_test_abc", "sk", fakeFetch(200, session))).resolves.toEqual({
      paid: false,
      checked: true,
    });
  });

  it("answers 404 for an unknown session", async () => {
    const error = await checkCheckoutSession("cs_test_nope", "sk", fakeFetch(404, { error: {} })).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(404);
  });

  it("never sends a malformed id to Stripe", async () => {
    const fetchImpl = fakeFetch(200, {});
    for (const id of ["../../customers", "cs_test_a/b", "pi_123", "cs_", "cs_a?expand=x"]) {
      const error = await checkCheckoutSession(id, "sk", fetchImpl).catch((e) => e);
      expect(error.status).toBe(404);
    }
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("turns a Stripe outage into a 502 and a network failure into API_NETWORK_ERROR", async () => {
    const outage = await checkCheckoutSession("cs_test_a", "sk", fakeFetch(500, {})).catch((e) => e);
    expect(outage).toMatchObject({ code: "API_SERVER_ERROR", status: 502 });
    const down = jest.fn(async () => {
      throw new TypeError("fetch failed");
    });
    const network = await checkCheckoutSession("cs_test_a", "sk", down).catch((e) => e);
    expect(network).toMatchObject({ code: "API_NETWORK_ERROR", status: 502 });
  });
});
