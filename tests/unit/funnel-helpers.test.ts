import { errorMessageOf } from "@/lib/browser/api-client";
import { CHECKOUT_ERROR, startCheckout } from "@/lib/funnel/checkout";
import { parseSignupData } from "@/lib/funnel/storage";
import { onlyDigits } from "@/components/funnel/otp-field";

describe("parseSignupData", () => {
  it("reads email, phone and verificationId", () => {
    expect(parseSignupData(JSON.stringify({ email: "a@b.co", phone: "+12015550111", verificationId: "v1" }))).toEqual({
      email: "a@b.co",
      phone: "+12015550111",
      verificationId: "v1",
    });
  });
  it.each([null, "", "not json", "[]", "42", JSON.stringify({ email: 3, verificationId: "  " })])(
    "reads %p as empty",
    (raw) => {
      expect(parseSignupData(raw)).toEqual({ email: null, phone: null, verificationId: null });
    },
  );
});

describe("onlyDigits", () => {
  it.each([
    ["123456", "123456"],
    ["123 456", "123456"],
    ["12-34-56-78", "123456"],
    ["abc", ""],
    ["Your code: 987654.", "987654"],
  ])("%p → %p", (input, out) => expect(onlyDigits(input)).toBe(out));
});

describe("errorMessageOf", () => {
  it("reads the project error shape and a bare error string", () => {
    expect(errorMessageOf({ error: { code: "AUTH_OTP_INVALID", message: "Invalid code" } })).toBe("Invalid code");
    expect(errorMessageOf({ error: "Nope" })).toBe("Nope");
  });
  it.each([null, "x", {}, { error: {} }, { error: "  " }, { error: { message: 4 } }])("finds nothing in %p", (body) => {
    expect(errorMessageOf(body)).toBeNull();
  });
});

describe("startCheckout", () => {
  it("navigates and reports no error when online", () => {
    const navigate = jest.fn();
    expect(startCheckout("/signup", { navigate, online: true })).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/signup");
  });
  it("refuses offline without navigating", () => {
    const navigate = jest.fn();
    expect(startCheckout("/signup", { navigate, online: false })).toBe(CHECKOUT_ERROR);
    expect(navigate).not.toHaveBeenCalled();
  });
  it("reports a navigation that throws", () => {
    expect(
      startCheckout("/signup", {
        navigate: () => {
          throw new Error("blocked");
        },
        online: true,
      }),
    ).toBe("Failed to start checkout. Please try again.");
  });
});
