import { FOOTER_LINKS, NAV_LINKS, isActivePath, visitorPath } from "@/lib/navigation/routes";

describe("navigation", () => {
  it("lists the top navigation and the footer in order, the opt-in check beside the contact page", () => {
    expect(NAV_LINKS.map((l) => l.href)).toEqual(["/", "/pricing", "/about", "/faq", "/demo", "/contact"]);
    expect(FOOTER_LINKS.map((l) => l.href)).toEqual([
      "/pricing",
      "/about",
      "/contact",
      "/opt-in-check",
      "/privacy",
      "/terms",
    ]);
  });

  it.each([
    ["/", "/", true],
    ["/home", "/", true],
    ["/pricing", "/", false],
    ["/pricing", "/pricing", true],
    ["/pricing/", "/pricing", true],
    ["/pricing-old", "/pricing", false],
    ["/faq", "/about", false],
  ])("path %s marks %s active: %s", (current, href, active) => {
    expect(isActivePath(current, href)).toBe(active);
  });
});

describe("visitorPath: the prerender sees /<hub>/…, the browser does not", () => {
  it.each([
    ["/marque", "/"],
    ["/percymd/pricing", "/pricing"],
    ["/percytext/clients/abc/terms", "/clients/abc/terms"],
    ["/pricing", "/pricing"],
    ["/", "/"],
    ["/marquee/x", "/marquee/x"],
  ])("%s → %s", (pathname, visitor) => {
    expect(visitorPath(pathname)).toBe(visitor);
  });

  it("marks the same link active on either side of hydration", () => {
    expect(isActivePath("/percymd", "/")).toBe(true);
    expect(isActivePath("/percymd/home", "/")).toBe(true);
    expect(isActivePath("/percymd/faq", "/faq")).toBe(true);
    expect(isActivePath("/percymd/faq", "/")).toBe(false);
  });
});
