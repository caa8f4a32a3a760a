import "./ui-polyfills";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LeadStep } from "@/components/demo/lead-step";
import { PhoneStep } from "@/components/demo/phone-step";

/**
 * The demo's steps point at the field to fix: checked before anything is
 * sent (so no request is made here), each bad field is marked with its
 * message and the first one takes focus.
 */
const box = (name: string) => screen.getByRole("textbox", { name });

describe("demo form steps mark their fields", () => {
  it("details: an empty submit marks name, email and business, and focuses the name", async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    render(<LeadStep onSaved={onSaved} />);
    await user.click(screen.getByRole("button", { name: "Start the chat" }));
    expect(box("Your name")).toHaveAttribute("aria-invalid", "true");
    expect(box("Your name")).toHaveAccessibleDescription("Name is required");
    expect(box("Work email")).toHaveAttribute("aria-invalid", "true");
    expect(box("Business name")).toHaveAccessibleDescription("Company name is required");
    expect(box("Your name")).toHaveFocus();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("details: with the name filled, focus goes to the first field still in error", async () => {
    const user = userEvent.setup();
    render(<LeadStep onSaved={jest.fn()} />);
    await user.type(box("Your name"), "Ada Lovelace");
    await user.type(box("Work email"), "not an email");
    await user.click(screen.getByRole("button", { name: "Start the chat" }));
    expect(box("Your name")).not.toHaveAttribute("aria-invalid");
    expect(box("Work email")).toHaveFocus();
    expect(box("Work email")).toHaveAttribute("aria-invalid", "true");
  });

  it("phone: a short number is marked with the shared rule's message and focused", async () => {
    const user = userEvent.setup();
    render(<PhoneStep initialPhone="" onSent={jest.fn()} />);
    await user.type(box("Mobile number"), "123");
    await user.click(screen.getByRole("button", { name: "Text me a code" }));
    const phone = box("Mobile number");
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(phone).toHaveAccessibleDescription(/Phone number must be at least 10 digits/);
    expect(phone).toHaveFocus();
  });
});
