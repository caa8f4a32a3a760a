import {
  preferredHubCookie,
  preferredHubFromCookie,
  readPreferredHub,
  startupSync,
  switchTarget,
  switcherEnabled,
} from "@/lib/hubs/preferred";

const storage = (value: string | null) => ({ getItem: (key: string) => (key === "preferredHub" ? value : null) });
const at = (host: string, pathname = "/pricing", search = "") => {
  const [hostname, port = ""] = host.split(":");
  return { host, hostname, port, pathname, search, protocol: "http:" };
};

describe("readPreferredHub (only the four hubs)", () => {
  it.each(["marque", "percytech", "percymd", "percytext"])("accepts %s", (hub) => {
    expect(readPreferredHub(storage(hub))).toBe(hub);
  });

  it.each([null, "", "evil", "PercyMD", " percymd", "percymd ", "__proto__", "constructor", "{}"])(
    "ignores %j",
    (value) => expect(readPreferredHub(storage(value))).toBeNull(),
  );

  it("survives storage that throws or is missing", () => {
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(readPreferredHub(throwing)).toBeNull();
    expect(readPreferredHub(null)).toBeNull();
  });
});

describe("preferredHub cookie", () => {
  it("round-trips a hub and ignores junk", () => {
    const cookie = preferredHubCookie("percytext");
    expect(cookie).toMatch(/^preferredHub=percytext; path=\/; max-age=\d+; samesite=lax$/);
    expect(preferredHubFromCookie("a=1; preferredHub=percytext; b=2")).toBe("percytext");
    expect(preferredHubFromCookie("preferredHub=evil")).toBeNull();
    expect(preferredHubFromCookie("")).toBeNull();
  });
});

describe("switcherEnabled (localhost and the flag, on in development and staging)", () => {
  it.each([
    ["localhost:3000", true],
    ["localhost", true],
    ["percymd.localhost:3000", true],
    ["127.0.0.1:3000", true],
    ["percymd.com", false],
    ["percymd.com:3000", false],
    ["staging.percymd.com", false],
    ["192.168.1.4:3000", false],
  ])("%s → %s", (host, shown) => {
    expect(switcherEnabled(at(host))).toBe(shown);
  });
});

describe("switchTarget", () => {
  it("goes to <other>.localhost on a hub host, keeping port, path and query", () => {
    expect(switchTarget(at("marque.localhost:3301", "/faq", "?a=1"), "percymd")).toBe(
      "http://percymd.localhost:3301/faq?a=1",
    );
    expect(switchTarget(at("percytech.localhost", "/"), "percytext")).toBe("http://percytext.localhost/");
  });

  it("reloads in place (null) on plain localhost, where the cookie decides", () => {
    expect(switchTarget(at("localhost:3000"), "percymd")).toBeNull();
  });
});

describe("startupSync (a stored preferredHub is read at start)", () => {
  const local = at("localhost:3000");

  it("asks for a sync when storage names another hub than the one rendered", () => {
    expect(startupSync(local, "percymd", "marque", null)).toBe("percymd");
  });

  it("does nothing when they agree, when nothing valid is stored, or off plain localhost", () => {
    expect(startupSync(local, "marque", "marque", null)).toBeNull();
    expect(startupSync(local, null, "marque", null)).toBeNull();
    expect(startupSync(at("percytech.localhost:3000"), "percymd", "percytech", null)).toBeNull();
    expect(startupSync(at("percymd.com"), "percytext", "percymd", null)).toBeNull();
  });

  it("reloads at most once per stored value, so a refused cookie cannot loop", () => {
    expect(startupSync(local, "percymd", "marque", "percymd")).toBeNull();
    expect(startupSync(local, "percytext", "marque", "percymd")).toBe("percytext");
  });
});
