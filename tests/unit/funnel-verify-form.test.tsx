import { act, fireEvent, render, screen } from "@testing-library/react";
import { VerifyCodeForm, type VerifyCodeFormProps } from "@/components/funnel/verify-code-form";

const push = jest.fn();
// Next's router object is stable across renders; so is this one.
const router = { push };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

function setup(overrides: Partial<VerifyCodeFormProps> = {}) {
  const props: VerifyCodeFormProps = {
    title: "Verify Your Account",
    intro: "Enter the code",
    success: { title: "Account Verified!", message: "Your account has been created." },
    onVerify: jest.fn(async () => ({ ok: true as const })),
    onResend: jest.fn(async () => ({ ok: true as const })),
    successHref: "/admin",
    ...overrides,
  };
  render(<VerifyCodeForm {...props} />);
  return {
    props,
    input: screen.getByLabelText("Verification code"),
    resend: () => screen.getByRole("button", { name: /Resend code/ }),
  };
}

beforeEach(() => {
  jest.useFakeTimers();
  push.mockReset();
});
afterEach(() => jest.useRealTimers());

describe("VerifyCodeForm", () => {
  it("keeps resend disabled for exactly 30 s after load, even when the clock jumps", async () => {
    const { resend } = setup();
    expect(resend()).toBeDisabled();
    expect(resend()).toHaveTextContent("(30s)");
    act(() => jest.advanceTimersByTime(29_999));
    expect(resend()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1));
    expect(resend()).toBeEnabled();
  });

  it("restarts the 30 s cooldown after a resend", async () => {
    const { props, resend } = setup();
    act(() => jest.advanceTimersByTime(30_000));
    await act(async () => fireEvent.click(resend()));
    expect(props.onResend).toHaveBeenCalledTimes(1);
    expect(resend()).toBeDisabled();
    act(() => jest.advanceTimersByTime(30_000));
    expect(resend()).toBeEnabled();
  });

  it("uses the server's Retry-After as the cooldown when a resend is refused", async () => {
    const { resend } = setup({ onResend: jest.fn(async () => ({ ok: false as const, retryAfter: 45 })) });
    act(() => jest.advanceTimersByTime(30_000));
    await act(async () => fireEvent.click(resend()));
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to resend code");
    act(() => jest.advanceTimersByTime(44_000));
    expect(resend()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(resend()).toBeEnabled();
  });

  it("submits on the sixth digit, then navigates 1.5 s after success", async () => {
    const { props, input } = setup();
    await act(async () => fireEvent.change(input, { target: { value: "12345" } }));
    expect(props.onVerify).not.toHaveBeenCalled();
    await act(async () => fireEvent.change(input, { target: { value: "123456" } }));
    expect(props.onVerify).toHaveBeenCalledWith("123456");
    expect(screen.getByRole("heading", { name: "Account Verified!" })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_499));
    expect(push).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(push).toHaveBeenCalledWith("/admin");
  });

  it("on failure shows the message and clears the code", async () => {
    const { input } = setup({
      onVerify: jest.fn(async () => ({ ok: false as const, message: "Invalid verification code" })),
    });
    await act(async () => fireEvent.change(input, { target: { value: "999999" } }));
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid verification code");
    expect(input).toHaveValue("");
    expect(push).not.toHaveBeenCalled();
  });

  it("a wrong code marks the input, ties the message to it and keeps focus in it", async () => {
    const { input } = setup({
      onVerify: jest.fn(async () => ({ ok: false as const, message: "That code is not right." })),
    });
    await act(async () => fireEvent.change(input, { target: { value: "99999" } }));
    expect(input).not.toHaveAttribute("aria-invalid");
    await act(async () => fireEvent.change(input, { target: { value: "999999" } }));
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("That code is not right.");
    expect(input).toHaveValue("");
    expect(input).toHaveFocus();
    expect(input.className).toMatch(/outline-destructive/);
    // Typing again clears the mark.
    await act(async () => fireEvent.change(input, { target: { value: "1" } }));
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input.className).not.toMatch(/outline-destructive/);
  });

  it("focus comes back to the code after a failed verify, wherever it went while the check ran", async () => {
    let answer: (value: { ok: false; message: string }) => void = () => {};
    const { input } = setup({ onVerify: jest.fn(() => new Promise((resolve) => (answer = resolve))) });
    await act(async () => fireEvent.change(input, { target: { value: "123456" } }));
    act(() => input.blur());
    expect(input).not.toHaveFocus();
    await act(async () => answer({ ok: false, message: "Invalid verification code" }));
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("Enter on a short code explains, marks the input and keeps focus there", async () => {
    const { input, props } = setup();
    await act(async () => fireEvent.change(input, { target: { value: "123" } }));
    await act(async () => fireEvent.keyDown(input, { key: "Enter" }));
    expect(props.onVerify).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleDescription("Please enter a 6-digit code");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveFocus();
  });
});
