import "./ui-polyfills";
import { useRef, useState, type FormEvent } from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormField, INVALID_CONTROL_CLASS } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useFocusFirstInvalid } from "@/components/ui/use-focus-first-invalid";
import { focusFirstInvalid, revealField } from "@/lib/browser/focus-field";

/**
 * Forms point at the problem: each field in error is marked (aria-invalid,
 * its message tied by aria-describedby, an outline), and a submit moves
 * focus to the first one and scrolls it to the middle of the screen.
 */

type Errors = Partial<Record<"first" | "last" | "email", string>>;

/** A small form: the submit marks what `check` returns and asks for the first marked field. */
function Harness({ check }: { check: (values: Record<string, string>) => Errors }) {
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length) focusInvalid(formRef.current);
  }
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Sign up">
      <FormField label="First name" required error={errors.first}>
        <Input name="first" />
      </FormField>
      <FormField label="Last name" required error={errors.last}>
        <Input name="last" />
      </FormField>
      <FormField label="Email" required error={errors.email}>
        {(control) => <input {...control} name="email" />}
      </FormField>
      <button type="submit">Send</button>
    </form>
  );
}

const requireAll = (values: Record<string, string>): Errors => {
  const errors: Errors = {};
  if (!values.first?.trim()) errors.first = "Name is required";
  if (!values.last?.trim()) errors.last = "Name is required";
  if (!values.email?.trim()) errors.email = "Email is required";
  return errors;
};

const box = (name: string) => screen.getByRole("textbox", { name });

let scrolled: { element: Element; options: unknown }[];
beforeEach(() => {
  scrolled = [];
  jest.spyOn(Element.prototype, "scrollIntoView").mockImplementation(function (this: Element, options) {
    scrolled.push({ element: this, options });
  });
});
afterEach(() => jest.restoreAllMocks());

describe("marking the fields in error", () => {
  it("an empty submit marks every missing field with its message and focuses the first, scrolled to the center", async () => {
    const user = userEvent.setup();
    render(<Harness check={requireAll} />);
    await user.click(screen.getByRole("button", { name: "Send" }));

    for (const [name, message] of [
      ["First name", "Name is required"],
      ["Last name", "Name is required"],
      ["Email", "Email is required"],
    ]) {
      expect(box(name)).toHaveAttribute("aria-invalid", "true");
      expect(box(name)).toHaveAccessibleDescription(message);
      const errorId = box(name).getAttribute("aria-describedby")!;
      expect(document.getElementById(errorId)).toHaveTextContent(message);
    }
    expect(box("First name")).toHaveFocus();
    expect(scrolled).toEqual([{ element: box("First name"), options: { block: "center", inline: "nearest" } }]);
  });

  it("focuses the first field in error in page order, also when it is a later one", async () => {
    const user = userEvent.setup();
    render(<Harness check={requireAll} />);
    await user.type(box("First name"), "Ada");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(box("First name")).not.toHaveAttribute("aria-invalid");
    expect(box("Last name")).toHaveFocus();
  });

  it("a second submit with the same errors points at the first field again", async () => {
    const user = userEvent.setup();
    render(<Harness check={requireAll} />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.click(box("Email"));
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(box("First name")).toHaveFocus();
    expect(scrolled).toHaveLength(2);
  });

  it("a submit with nothing wrong moves nothing", async () => {
    const user = userEvent.setup();
    render(<Harness check={() => ({})} />);
    const send = screen.getByRole("button", { name: "Send" });
    await user.click(send);
    expect(send).toHaveFocus();
    expect(scrolled).toEqual([]);
    expect(document.querySelector("[aria-invalid]")).toBeNull();
  });

  it("the field's wrapper carries the invalid outline, which reaches a control given through a function child", () => {
    render(
      <FormField label="Plan" error="Pick a plan">
        {(control) => (
          <span>
            <select {...control} name="plan" />
          </span>
        )}
      </FormField>,
    );
    const select = screen.getByRole("combobox", { name: "Plan" });
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAccessibleDescription("Pick a plan");
    const wrapper = select.closest("[data-slot=form-field]")!;
    for (const cls of INVALID_CONTROL_CLASS.split(" ")) expect(wrapper).toHaveClass(cls);
    // Red border, a 2 px solid outline in the destructive color, set off from the border.
    expect(INVALID_CONTROL_CLASS).toMatch(/outline-2\b/);
    expect(INVALID_CONTROL_CLASS).toMatch(/outline-solid\b/);
    expect(INVALID_CONTROL_CLASS).toMatch(/outline-destructive\b/);
  });
});

describe("focusFirstInvalid and revealField", () => {
  it("finds the first control marked invalid in document order, focuses it without the browser's own jump, and centers it", () => {
    document.body.innerHTML = `<form><input id="a"><input id="b" aria-invalid="true"><input id="c" aria-invalid="true"></form>`;
    const focus = jest.spyOn(HTMLElement.prototype, "focus");
    const found = focusFirstInvalid(document.body);
    expect(found?.id).toBe("b");
    expect(document.activeElement?.id).toBe("b");
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(scrolled).toEqual([{ element: found, options: { block: "center", inline: "nearest" } }]);
  });

  it("does nothing when no control is marked, or only aria-invalid=false", () => {
    document.body.innerHTML = `<form><input id="a" aria-invalid="false"><button>Send</button></form>`;
    expect(focusFirstInvalid(document.body)).toBeNull();
    expect(scrolled).toEqual([]);
    act(() => revealField(document.getElementById("a")!));
    expect(document.activeElement?.id).toBe("a");
  });
});
