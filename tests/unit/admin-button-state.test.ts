import {
  ADMIN_KEYS_TTL_MS,
  ADMIN_TIMESTAMP_KEY,
  ADMIN_TOKEN_KEY,
  adminParam,
  chooseVariant,
  clearAdminKeys,
  gateErrorMessage,
  readStoredKeys,
  storeAdminKeys,
  withoutAdminParam,
} from "@/lib/admin/button-state";

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const now = Date.UTC(2026, 5, 1, 12);
const keysAt = (t: number, token = "authenticated") =>
  memoryStorage({ [ADMIN_TOKEN_KEY]: token, [ADMIN_TIMESTAMP_KEY]: new Date(t).toISOString() });

describe("Stored keys", () => {
  it("are valid under 24 hours and expired at 24 hours or older", () => {
    expect(readStoredKeys(keysAt(now - ADMIN_KEYS_TTL_MS + 1), now)).toBe("valid");
    expect(readStoredKeys(keysAt(now - ADMIN_KEYS_TTL_MS), now)).toBe("expired");
    expect(readStoredKeys(keysAt(now - 3 * ADMIN_KEYS_TTL_MS), now)).toBe("expired");
  });
  it("are absent when neither key exists; half-written or tampered keys count as expired", () => {
    expect(readStoredKeys(memoryStorage(), now)).toBe("absent");
    expect(readStoredKeys(memoryStorage({ [ADMIN_TOKEN_KEY]: "authenticated" }), now)).toBe("expired");
    expect(readStoredKeys(keysAt(now, "yes"), now)).toBe("expired");
    expect(
      readStoredKeys(memoryStorage({ [ADMIN_TOKEN_KEY]: "authenticated", [ADMIN_TIMESTAMP_KEY]: "soon" }), now),
    ).toBe("expired");
    expect(readStoredKeys(keysAt(now + 60_000), now)).toBe("expired");
  });
  it("store 'authenticated' and an ISO timestamp; clearing removes both", () => {
    const storage = memoryStorage();
    storeAdminKeys(storage, now);
    expect(storage.map.get(ADMIN_TOKEN_KEY)).toBe("authenticated");
    expect(storage.map.get(ADMIN_TIMESTAMP_KEY)).toBe("2026-06-01T12:00:00.000Z");
    clearAdminKeys(storage);
    expect(storage.map.size).toBe(0);
  });
});

describe("/admin?error=<reason>", () => {
  it("names the two reasons and shows nothing for any other string", () => {
    expect(gateErrorMessage("invalid")).toBe("Invalid access code");
    expect(gateErrorMessage("rate")).toBe("Too many attempts. Try again in 15 minutes.");
    for (const other of ["__proto__", "constructor", "toString", "hasOwnProperty", "", null])
      expect(gateErrorMessage(other)).toBeNull();
  });
});

describe("the admin query parameter", () => {
  it("is read and removed, keeping the rest of the address", () => {
    expect(adminParam("?admin=abc&x=1")).toBe("abc");
    expect(adminParam("?admin")).toBe("");
    expect(adminParam("?x=1")).toBeNull();
    expect(withoutAdminParam("http://marquetext.com/pricing?admin=abc&x=1#plans")).toBe("/pricing?x=1#plans");
    expect(withoutAdminParam("http://marquetext.com/?admin=abc")).toBe("/");
  });
});

describe("which variant shows", () => {
  const base = { localhost: false, keys: "absent" as const, param: null, paramAccepted: false };
  it("shield on localhost, with valid keys, or after an accepted code", () => {
    expect(chooseVariant({ ...base, localhost: true })).toBe("shield");
    expect(chooseVariant({ ...base, keys: "valid" })).toBe("shield");
    expect(chooseVariant({ ...base, param: "c0de", paramAccepted: true })).toBe("shield");
  });
  it("locked when ?admin came without a code or with a wrong one", () => {
    expect(chooseVariant({ ...base, param: "" })).toBe("locked");
    expect(chooseVariant({ ...base, param: "wrong" })).toBe("locked");
  });
  it("otherwise nothing, expired keys included", () => {
    expect(chooseVariant(base)).toBe("hidden");
    expect(chooseVariant({ ...base, keys: "expired" })).toBe("hidden");
  });
});
