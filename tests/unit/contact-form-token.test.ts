import { assertFormToken, FORM_TOKEN_TTL_MS, issueFormToken } from "@/lib/security/form-token";
import { signToken } from "@/lib/security/signed-token";
import { isAppError } from "@/lib/errors/app-error";

const SECRET = "unit-test-form-token-secret";
const T0 = Date.UTC(2026, 0, 1);

function refusal(token: string | undefined, now: number) {
  try {
    assertFormToken(token, now, SECRET);
  } catch (error) {
    if (isAppError(error))
      return { status: error.status, code: error.code, fields: error.fields, retryAfter: error.retryAfter };
    throw error;
  }
  return null;
}

describe("contact form token", () => {
  const { token, issuedAt, expiresAt } = issueFormToken(T0, SECRET);

  it("carries its issue time and expiry", () => {
    expect(issuedAt).toBe(T0);
    expect(expiresAt).toBe(T0 + FORM_TOKEN_TTL_MS);
  });

  it("is accepted from 3 seconds after issue until it expires", () => {
    expect(refusal(token, T0 + 3000)).toBeNull();
    expect(assertFormToken(token, T0 + FORM_TOKEN_TTL_MS - 1, SECRET).iat).toBe(T0);
  });

  it("is refused when missing, forged, too young or expired, each with its own code", () => {
    expect(refusal(undefined, T0)).toMatchObject({
      status: 400,
      code: "API_BAD_REQUEST",
      fields: { formToken: "Form token is required" },
    });
    expect(refusal(issueFormToken(T0, "another secret").token, T0 + 5000)).toMatchObject({
      status: 403,
      code: "API_FORBIDDEN",
    });
    expect(refusal(`${token}x`, T0 + 5000)).toMatchObject({ status: 403 });
    expect(refusal("garbage", T0 + 5000)).toMatchObject({ status: 403 });
    expect(refusal(token, T0 + 2999)).toMatchObject({ status: 400, code: "API_BAD_REQUEST", retryAfter: 1 });
    expect(refusal(token, T0 + FORM_TOKEN_TTL_MS)).toMatchObject({ status: 401, code: "AUTH_TOKEN_EXPIRED" });
  });

  it("refuses a token signed with the right secret for another purpose", () => {
    const other = signToken({ typ: "admin-session", exp: T0 + 60_000, iat: T0 - 60_000 }, SECRET);
    expect(refusal(other, T0)).toMatchObject({ status: 403 });
  });

  it("gives every visit its own token", () => {
    expect(issueFormToken(T0, SECRET).token).not.toBe(token);
  });
});
