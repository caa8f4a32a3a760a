import { safeEqual, signToken, verifyToken } from "@/lib/security/signed-token";

describe("signed tokens", () => {
  const secret = "s3cret";
  it("round-trips a payload before it expires", () => {
    const token = signToken({ exp: 2_000, sub: "x" }, secret);
    expect(verifyToken(token, secret, 1_999)).toEqual({ exp: 2_000, sub: "x" });
  });
  it("refuses an expired token", () => {
    expect(verifyToken(signToken({ exp: 2_000 }, secret), secret, 2_000)).toBeNull();
  });
  it("refuses a forged or tampered token", () => {
    const token = signToken({ exp: 9e15, role: "user" }, secret);
    const [data, sig] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ exp: 9e15, role: "admin" })).toString("base64url");
    expect(verifyToken(`${forged}.${sig}`, secret)).toBeNull();
    expect(verifyToken(`${data}.${sig}x`, secret)).toBeNull();
    expect(verifyToken(token, "other")).toBeNull();
    expect(verifyToken("garbage", secret)).toBeNull();
    expect(verifyToken("", secret)).toBeNull();
    expect(verifyToken("a.b.c", secret)).toBeNull();
  });
  it("compares codes in constant time, correctly", () => {
    expect(safeEqual("1234-5678", "1234-5678")).toBe(true);
    expect(safeEqual("1234-5678", "1234-5679")).toBe(false);
    expect(safeEqual("", "x")).toBe(false);
  });
});
