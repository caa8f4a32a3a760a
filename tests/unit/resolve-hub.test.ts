import { hostnameOf, isLocalHost, isLocalHostname } from "@/lib/hubs/host";
import { resolveHub } from "@/lib/hubs/resolve";
import type { Environment } from "@/lib/hubs/stage";

const cookie = (value?: string) => ({
  get: (name: string) => (name === "preferredHub" && value !== undefined ? { value } : undefined),
});

describe("resolveHub", () => {
  it.each([
    ["marquetext.com", "marque"],
    ["www.marquetext.com", "marque"],
    ["percytech.com", "percytech"],
    ["www.percytech.com:443", "percytech"],
    ["percymd.com:8080", "percymd"],
    ["WWW.PERCYMD.COM", "percymd"],
    ["percytext.com", "percytext"],
    ["percymd.localhost:3000", "percymd"],
    ["percytech.localhost", "percytech"],
    ["percytext.localhost:1", "percytext"],
    ["marque.localhost:3210", "marque"],
    ["localhost:3000", "marque"],
    ["example.com", "marque"],
    ["evil.percymd.com", "marque"],
    ["percymd.com.evil.com", "marque"],
    ["unknown.localhost:3000", "marque"],
  ])("%s → %s", (host, hub) => {
    expect(resolveHub(host, cookie(), "production")).toBe(hub);
  });

  it.each([
    [""],
    [null],
    [undefined],
    ["a".repeat(10_000)],
    ["percymd.com" + ".".repeat(300)],
    ["percymd.com:abc"],
    ["percymd.com:1:2"],
    ["per cymd.com"],
    ["percymd.com/evil"],
    ["..percymd.com"],
    ["\u0000percymd.com"],
    ["[::1]:3000"],
    ["[::1"],
    ["percymd.com\r\nX-Evil: 1"],
  ])("garbage Host %j → marque", (host) => {
    expect(resolveHub(host as string | null | undefined, cookie(), "production")).toBe("marque");
  });

  it.each<[Environment, string, string]>([
    ["development", "percymd", "percymd"],
    ["staging", "percytext", "percytext"],
    ["production", "percymd", "marque"],
    ["development", "evil", "marque"],
    ["development", "", "marque"],
    ["development", "PercyMD", "marque"],
  ])("in %s a preferredHub cookie %j gives %s", (env, value, hub) => {
    expect(resolveHub("localhost:3000", cookie(value), env)).toBe(hub);
  });

  it("never lets the cookie override a configured domain or a hub subdomain", () => {
    expect(resolveHub("percytech.com", cookie("percymd"), "development")).toBe("percytech");
    expect(resolveHub("percytext.localhost:3000", cookie("percymd"), "development")).toBe("percytext");
  });

  it("tolerates a missing cookie store", () => {
    expect(resolveHub("localhost", null, "development")).toBe("marque");
  });
});

describe("hostnameOf", () => {
  it("strips the port and lower-cases", () => {
    expect(hostnameOf("PercyMD.com:3000")).toBe("percymd.com");
  });
  it("rejects over-long hosts", () => {
    expect(hostnameOf("a".repeat(256))).toBeNull();
  });
});

describe("is this host local", () => {
  it("localhost, *.localhost and loopback addresses, with or without a port", () => {
    for (const host of ["localhost", "localhost:3000", "percymd.localhost", "127.0.0.1:3000", "[::1]:3000"]) {
      expect(isLocalHost(host)).toBe(true);
    }
  });
  it("never a public host that merely contains the word", () => {
    for (const host of ["marquetext.com", "localhost.marquetext.com", "evil-localhost.com", "", null, "a:b:c"]) {
      expect(isLocalHost(host)).toBe(false);
    }
    expect(isLocalHostname("percymd.localhost")).toBe(true);
    expect(isLocalHostname("marquetext.com")).toBe(false);
  });
});
