import { ATTRIBUTION_KEY } from "@/lib/attribution/capture";

/**
 * The browser side in jsdom: one landing is recorded once per document, in
 * sessionStorage under one key, never in a cookie; blocked storage keeps
 * nothing and throws nothing.
 */
async function freshCapture() {
  jest.resetModules();
  return (await import("@/lib/attribution/capture")).captureAttribution;
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/pricing?utm_source=partner&utm_medium=referral&utm_campaign=fall&x=1");
});

test("the landing goes to sessionStorage once per document, and no cookie is set", async () => {
  const capture = await freshCapture();
  const first = capture();
  expect(first?.first).toMatchObject({ utm_source: "partner", utm_campaign: "fall", landing_path: "/pricing" });
  expect(JSON.parse(window.sessionStorage.getItem(ATTRIBUTION_KEY) ?? "null")).toEqual(first);
  expect(Object.keys(window.sessionStorage)).toEqual([ATTRIBUTION_KEY]);
  expect(document.cookie).toBe("");
  // A client-side navigation is not a landing: the same document only reads.
  window.history.replaceState(null, "", "/contact?utm_source=other");
  expect(capture()).toEqual(first);
});

test("a new document with a campaign keeps the first touch and replaces the last", async () => {
  await (
    await freshCapture()
  )();
  window.history.replaceState(null, "", "/?utm_source=newsletter&utm_medium=email");
  const next = (await freshCapture())();
  expect(next?.first.utm_source).toBe("partner");
  expect(next?.last.utm_source).toBe("newsletter");
});

test("storage that throws keeps nothing and the form sends null", async () => {
  const capture = await freshCapture();
  const spy = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
    throw new Error("blocked");
  });
  try {
    expect(capture()).toBeNull();
  } finally {
    spy.mockRestore();
  }
});
