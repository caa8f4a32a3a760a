import { hubRewrites, PAGE_PATH, type HostRewrite } from "@/lib/hubs/rewrites";
import { resolveHub } from "@/lib/hubs/resolve";
import { HUB_IDS } from "@/lib/hubs/registry";

/** Next's own matching of a rule's conditions: host without port, lower-cased, pattern anchored as ^…$. */
function applies(rule: HostRewrite, host: string, cookie: string | null): boolean {
  const hostname = host.split(":", 1)[0].toLowerCase();
  const hostMatches = (value: string) => new RegExp(`^${value}$`).test(hostname);
  const has = (rule.has ?? []).every((c) => hostMatches(c.value));
  const missing = rule.missing.every((c) => (c.type === "cookie" ? cookie === null : !hostMatches(c.value)));
  return has && missing;
}

/** Where the first applicable rule sends `path` on `host`. */
function rewrite(host: string, path: string, cookie: string | null = null): string | null {
  for (const rule of hubRewrites()) {
    if (!applies(rule, host, cookie)) continue;
    if (rule.source === path) return rule.destination;
    if (rule.source === PAGE_PATH && new RegExp(`^${PAGE_PATH.slice(7, -1)}$`).test(path.slice(1)))
      return rule.destination.replace(":path", path.slice(1));
  }
  return null;
}

describe("host-to-hub rewrites", () => {
  const hosts = [
    "marquetext.com",
    "www.percytech.com",
    "PercyMD.com",
    "percytext.com:443",
    "percytech.localhost:3000",
    "localhost:3000",
    "example.com",
    "evil.percymd.com",
    "percymd.com.evil.com",
    "percymd.localhost.evil.com",
    "x".repeat(300),
  ];

  it.each(hosts)("send %s to the hub resolveHub picks without a cookie", (host) => {
    const hub = resolveHub(host, null, "production");
    expect(rewrite(host, "/")).toBe(`/${hub}`);
    expect(rewrite(host, "/pricing")).toBe(`/${hub}/pricing`);
    expect(rewrite(host, "/clients/donsbt/terms")).toBe(`/${hub}/clients/donsbt/terms`);
    expect(rewrite(host, "/sitemap.xml")).toBe(`/${hub}/sitemap-xml`);
  });

  it("leave route handlers, Next's assets and admin pages (the proxy's) alone, dynamic ones included", () => {
    for (const host of hosts) {
      expect(rewrite(host, "/admin")).toBeNull();
      expect(rewrite(host, "/admin/leads/abc")).toBeNull();
      expect(rewrite(host, "/percymd/admin")).toBeNull();
      expect(rewrite(host, "/administrator")).toBe(`/${resolveHub(host, null, "production")}/administrator`);
      expect(rewrite(host, "/api/admin/leads/abc")).toBeNull();
      expect(rewrite(host, "/_next/static/chunks/x.js")).toBeNull();
    }
  });

  it("leave requests with a preferredHub cookie to the proxy", () => {
    for (const host of hosts) expect(rewrite(host, "/pricing", "percymd")).toBeNull();
  });

  it("never apply a later rule to an earlier rule's output", () => {
    const rules = hubRewrites();
    for (const [i, rule] of rules.entries()) {
      for (const host of [...hosts, ...HUB_IDS.map((h) => `${h}.localhost`)]) {
        if (!applies(rule, host, null)) continue;
        const output = rule.destination.replace(":path", "pricing");
        for (const later of rules.slice(i + 1)) {
          if (!applies(later, host, null)) continue;
          expect(later.source === PAGE_PATH && rule.source === PAGE_PATH).toBe(false);
          expect(later.source).not.toBe(output);
        }
      }
    }
  });
});
