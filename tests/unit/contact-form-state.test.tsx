import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useContactForm } from "@/components/contact/use-contact-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Checkbox } from "@/components/ui/checkbox";
import type { ContactFormValues } from "@/lib/validation/contact";
import { SMS_NEEDS_PHONE } from "@/lib/validation/contact";

/** The contact form's controls and wiring, without its network and toasts. */
function Harness({
  onValid,
  server,
}: {
  onValid: (values: ContactFormValues) => void;
  server?: Record<string, string>;
}) {
  const form = useContactForm();
  const { errors } = form;
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = await form.validate(event.currentTarget);
    if (values) onValid(values);
  }
  return (
    <form noValidate onSubmit={submit} onChange={form.onChange} aria-label="Contact form">
      <FormField label="First name" required error={errors.firstName}>
        <Input name="firstName" />
      </FormField>
      <FormField label="Last name" required error={errors.lastName}>
        <Input name="lastName" />
      </FormField>
      <FormField label="Email" required error={errors.email}>
        <Input name="email" />
      </FormField>
      <FormField label="Phone" error={errors.phone}>
        <Input name="phone" />
      </FormField>
      <FormField label="Company" error={errors.company}>
        <Input name="company" />
      </FormField>
      <input name="website" aria-hidden="true" tabIndex={-1} />
      <label>
        <Checkbox name="smsSignup" /> Texts
      </label>
      <button type="submit">Send</button>
      <button type="button" onClick={(event) => server && form.showServerErrors(event.currentTarget.form!, server)}>
        server says no
      </button>
    </form>
  );
}

const box = (name: string) => screen.getByRole("textbox", { name });

async function setup(server?: Record<string, string>) {
  const onValid = jest.fn();
  const user = userEvent.setup();
  render(<Harness onValid={onValid} server={server} />);
  return { onValid, user };
}

describe("useContactForm", () => {
  it("shows nothing before the first submit, then the schema's messages under their fields, focusing the first", async () => {
    const { onValid, user } = await setup();
    await user.type(box("First name"), "R2D2");
    await user.tab();
    expect(screen.queryByRole("alert")).toBeNull();

    await user.type(box("Company"), "Acme <b>");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(box("First name")).toHaveAccessibleDescription("Name contains invalid characters"));
    expect(box("Last name")).toHaveAccessibleDescription("Name is required");
    expect(box("Email")).toHaveAccessibleDescription("Email is required");
    expect(box("Company")).toHaveAttribute("aria-invalid", "true");
    expect(box("Phone")).not.toHaveAttribute("aria-invalid");
    expect(box("First name")).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
    // Nothing typed is lost.
    expect(box("First name")).toHaveValue("R2D2");
  });

  it("after a submit, a field is checked again as it changes, and only that field", async () => {
    const { user } = await setup();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(box("First name")).toHaveAttribute("aria-invalid", "true"));
    await user.type(box("First name"), "Ada");
    await waitFor(() => expect(box("First name")).not.toHaveAttribute("aria-invalid"));
    expect(box("Last name")).toHaveAccessibleDescription("Name is required");
    await user.type(box("Phone"), "12");
    await waitFor(() => expect(box("Phone")).toHaveAccessibleDescription("Phone number must be at least 10 digits"));
  });

  it("hands back the values as typed when all pass, consent included", async () => {
    const { onValid, user } = await setup();
    await user.type(box("First name"), "Ada");
    await user.type(box("Last name"), "Lovelace");
    await user.type(box("Email"), "ada@example.com");
    await user.type(box("Phone"), "2015550199");
    await user.click(screen.getByRole("checkbox", { name: "Texts" }));
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0][0]).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      phone: "2015550199",
      company: "",
      message: "",
      emailSignup: false,
      smsSignup: true,
      website: "",
    });
  });

  it("a text opt-in without a phone number is an error on the phone field", async () => {
    const { onValid, user } = await setup();
    await user.type(box("First name"), "Ada");
    await user.type(box("Last name"), "Lovelace");
    await user.type(box("Email"), "ada@example.com");
    await user.click(screen.getByRole("checkbox", { name: "Texts" }));
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(box("Phone")).toHaveAccessibleDescription(SMS_NEEDS_PHONE));
    expect(box("Phone")).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it("shows the server's field errors under their fields, focusing the first named, never the honeypot", async () => {
    const { user } = await setup({ website: "no", email: "Invalid email format", company: "Company name is too long" });
    await user.type(box("Email"), "ada@example.com");
    await act(() => user.click(screen.getByRole("button", { name: "server says no" })));
    expect(box("Email")).toHaveAccessibleDescription("Invalid email format");
    expect(box("Company")).toHaveAccessibleDescription("Company name is too long");
    expect(box("Email")).toHaveFocus();
    expect(box("Email")).toHaveValue("ada@example.com");
    expect(screen.getAllByRole("alert")).toHaveLength(2);
  });
});
