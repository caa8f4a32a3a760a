import "./ui-polyfills";
import { useState, type FormEvent } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SubmitButton, SUBMIT_LOADING_TEXT } from "@/components/ui/submit-button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea, TEXTAREA_DEFAULT_ROWS } from "@/components/ui/textarea";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

/** A form whose submit handler goes busy until `finish` is called, like a real network submit. */
function BusyForm({ onSubmit, disabled }: { onSubmit: () => void; disabled?: boolean }) {
  const [loading, setLoading] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
    setLoading(true);
  }
  return (
    <form onSubmit={submit} aria-label="Contact">
      <input aria-label="Email" name="email" />
      <SubmitButton loading={loading} disabled={disabled}>
        Send
      </SubmitButton>
      <button type="button" onClick={() => setLoading(false)}>
        finish
      </button>
    </form>
  );
}

describe("SubmitButton", () => {
  it("shows 'Processing...' with a spinner while loading", () => {
    render(<SubmitButton loading>Send</SubmitButton>);
    const button = screen.getByRole("button", { name: SUBMIT_LOADING_TEXT });
    expect(SUBMIT_LOADING_TEXT).toBe("Processing...");
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button.querySelector('[data-slot="spinner"]')).toHaveClass("animate-spin");
    expect(button).not.toHaveTextContent("Send");
  });

  it("shows its label and no spinner when idle", () => {
    render(<SubmitButton>Send</SubmitButton>);
    const button = screen.getByRole("button", { name: "Send" });
    expect(button).toHaveAttribute("type", "submit");
    expect(button.querySelector('[data-slot="spinner"]')).toBeNull();
    expect(button).not.toHaveAttribute("aria-disabled");
  });

  it("a double click submits once: the second click lands while loading and is ignored", async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<BusyForm onSubmit={onSubmit} />);
    await user.dblClick(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: SUBMIT_LOADING_TEXT }));
    await user.click(screen.getByRole("button", { name: SUBMIT_LOADING_TEXT }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // Finished: submitting works again.
    await user.click(screen.getByRole("button", { name: "finish" }));
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it("Enter in a field does not submit again while loading (implicit submission clicks the button)", async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<BusyForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole("textbox", { name: "Email" }), "a@b.co{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole("textbox", { name: "Email" }), "{Enter}{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("ignores submits while disabled but stays focusable", async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<BusyForm onSubmit={onSubmit} disabled />);
    const button = screen.getByRole("button", { name: "Send" });
    await user.click(button);
    await user.type(screen.getByRole("textbox", { name: "Email" }), "{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveAttribute("aria-disabled", "true");
    button.focus();
    expect(button).toHaveFocus();
  });
});

describe("FormField (red asterisk when required, error text below)", () => {
  it("labels the control and marks a required field with a red asterisk", () => {
    render(
      <FormField label="Email" required>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: /Email/ });
    expect(input).toHaveAttribute("aria-required", "true");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
    const mark = document.querySelector('[data-slot="required-mark"]');
    expect(mark).toHaveTextContent("*");
    expect(mark).toHaveClass("text-required");
    expect(mark).toHaveAttribute("aria-hidden", "true");
  });

  it("has no asterisk when optional", () => {
    render(
      <FormField label="Company">
        <Input />
      </FormField>,
    );
    expect(document.querySelector('[data-slot="required-mark"]')).toBeNull();
    expect(screen.getByRole("textbox", { name: "Company" })).not.toHaveAttribute("aria-required");
  });

  it("shows the error below the control, announced, and wires aria-invalid + aria-describedby", () => {
    render(
      <FormField label="Email" required error="Invalid email format" description="We reply within 24 hours.">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: /Email/ });
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Invalid email format");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("We reply within 24 hours. Invalid email format");
    expect(input.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("clears the wiring when the error goes away", () => {
    const { rerender } = render(
      <FormField label="Name" error="Name is required">
        <Input />
      </FormField>,
    );
    rerender(
      <FormField label="Name">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("wires a textarea the same way", () => {
    render(
      <FormField label="Message" error="Message is too long" id="message">
        <Textarea />
      </FormField>,
    );
    const area = screen.getByRole("textbox", { name: "Message" });
    expect(area).toHaveAttribute("id", "message");
    expect(area).toHaveAccessibleDescription("Message is too long");
  });
});

describe("Textarea, Input, Checkbox, Label", () => {
  it("Textarea shows 3 rows by default and accepts an override", () => {
    const { rerender } = render(<Textarea aria-label="Message" />);
    expect(TEXTAREA_DEFAULT_ROWS).toBe(3);
    expect(screen.getByRole("textbox")).toHaveAttribute("rows", "3");
    rerender(<Textarea aria-label="Message" rows={6} />);
    expect(screen.getByRole("textbox")).toHaveAttribute("rows", "6");
  });

  it("Input defaults to text and forwards props", () => {
    render(<Input aria-label="Phone" type="tel" defaultValue="555" />);
    expect(screen.getByRole("textbox", { name: "Phone" })).toHaveValue("555");
  });

  it("Checkbox toggles and is labelled", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <div>
        <Checkbox id="sms" onCheckedChange={onChange} />
        <Label htmlFor="sms">Text me</Label>
      </div>,
    );
    const box = screen.getByRole("checkbox", { name: "Text me" });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText("Text me"));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe("FormField with a nested control", () => {
  it("hands the wiring to a render function (e.g. a select)", () => {
    render(
      <FormField label="Hub" required error="Pick a hub">
        {(control) => (
          <select {...control}>
            <option value="percymd">PercyMD</option>
          </select>
        )}
      </FormField>,
    );
    const trigger = screen.getByRole("combobox", { name: /Hub/ });
    expect(trigger).toHaveAttribute("aria-invalid", "true");
    expect(trigger).toHaveAttribute("aria-required", "true");
    expect(trigger).toHaveAccessibleDescription("Pick a hub");
  });
});
