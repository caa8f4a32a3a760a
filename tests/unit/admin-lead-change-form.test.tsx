import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { LeadChangeForm, type LeadChangeFormProps } from "@/components/admin/lead-change-form";

const refresh = jest.fn();
const replace = jest.fn();
// Next's router object is stable across renders; so is this one.
const router = { refresh, replace };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

const fetchMock = jest.fn();
beforeEach(() => {
  refresh.mockReset();
  replace.mockReset();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const STATUS: LeadChangeFormProps = {
  action: "/api/admin/leads/l1",
  name: "status",
  label: "Status",
  submitLabel: "Update status",
  savedMessage: "Status updated.",
  control: {
    kind: "select",
    options: [
      { value: "new", label: "New" },
      { value: "contacted", label: "Contacted" },
      { value: "qualified", label: "Qualified" },
    ],
    defaultValue: "new",
  },
};

// jsdom has no Response: the parts of one the client reads.
const answer = (status: number, body: unknown) =>
  ({ ok: status < 400, status, headers: { get: () => null }, json: async () => body }) as unknown as Response;

function sentBody(): unknown {
  const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return JSON.parse(String(init.body));
}

/**
 * A choice made in the server's HTML before the script hydrates it is kept
 * (not reset to the default), and the form says "updated" only for what the
 * server answers it now holds. First in the file: only the page's first
 * hydration reads the server's HTML, once per module.
 */
describe("LeadChangeForm rendered on the server, then hydrated", () => {
  it("keeps a status chosen before hydration, posts it, and marks the form hydrated", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<LeadChangeForm {...STATUS} />);
    document.body.appendChild(container);
    const form = container.querySelector("form")!;
    expect(form.hasAttribute("data-hydrated")).toBe(false);
    // The person picks before the script has run.
    const select = container.querySelector("select")!;
    select.value = "qualified";

    await act(async () => {
      hydrateRoot(container, <LeadChangeForm {...STATUS} />);
    });
    expect(form.hasAttribute("data-hydrated")).toBe(true);
    expect(screen.getByLabelText("Status")).toHaveValue("qualified");

    fetchMock.mockResolvedValue(answer(200, { lead: { status: "qualified" } }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Update status" })));
    expect(sentBody()).toEqual({ status: "qualified" });
    expect(screen.getByRole("status")).toHaveTextContent("Status updated.");
    container.remove();
  });

  describe("no success for a change it did not make", () => {
    async function renderForm(): Promise<HTMLDivElement> {
      const container = document.createElement("div");
      document.body.appendChild(container);
      container.innerHTML = renderToString(<LeadChangeForm {...STATUS} />);
      await act(async () => {
        hydrateRoot(container, <LeadChangeForm {...STATUS} />);
      });
      return container;
    }

    it("says nothing changed when the status was already the one sent", async () => {
      const container = await renderForm();
      fetchMock.mockResolvedValue(answer(200, { lead: { status: "new" } }));
      await act(async () => fireEvent.click(screen.getByRole("button", { name: "Update status" })));
      expect(screen.getByRole("status")).toHaveTextContent("No change: it was already set to that.");
      expect(screen.getByRole("status")).not.toHaveTextContent("Status updated.");
      container.remove();
    });

    it("reports an error when the server holds another value than the one sent", async () => {
      const container = await renderForm();
      fireEvent.change(screen.getByLabelText("Status"), { target: { value: "contacted" } });
      fetchMock.mockResolvedValue(answer(200, { lead: { status: "new" } }));
      await act(async () => fireEvent.click(screen.getByRole("button", { name: "Update status" })));
      expect(screen.getByRole("alert")).toHaveTextContent("The change was not saved.");
      expect(screen.getByRole("status")).toHaveTextContent("");
      container.remove();
    });
  });
});

describe("LeadChangeForm", () => {
  it("is a plain form post to the route without JavaScript: method, action, labelled named control", () => {
    render(<LeadChangeForm {...STATUS} />);
    const select = screen.getByLabelText("Status");
    expect(select.tagName).toBe("SELECT");
    expect(select).toHaveAttribute("name", "status");
    const form = select.closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/admin/leads/l1");
    expect(screen.getByRole("button", { name: "Update status" })).toHaveAttribute("type", "submit");
  });

  it("posts JSON, shows the pending state, then refreshes the page's data", async () => {
    let resolve: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    render(<LeadChangeForm {...STATUS} />);
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "contacted" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Update status" })));
    expect(fetchMock).toHaveBeenCalledWith("/api/admin/leads/l1", expect.objectContaining({ method: "POST" }));
    expect(sentBody()).toEqual({ status: "contacted" });
    expect(screen.getByRole("button")).toHaveAttribute("aria-busy", "true");
    expect(refresh).not.toHaveBeenCalled();
    await act(async () => resolve(answer(200, { lead: { status: "contacted" } })));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent("Status updated.");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the server's message for the field inline, the control marked invalid", async () => {
    fetchMock.mockResolvedValue(
      answer(422, { error: { code: "VALIDATION_INVALID_VALUE", message: "Check", fields: { status: "Choose one" } } }),
    );
    render(<LeadChangeForm {...STATUS} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Update status" })));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose one");
    expect(screen.getByLabelText("Status")).toHaveAttribute("aria-invalid", "true");
    expect(refresh).not.toHaveBeenCalled();
  });

  it("says why when the server is unreachable", async () => {
    fetchMock.mockRejectedValue(new TypeError("offline"));
    render(<LeadChangeForm {...STATUS} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Update status" })));
    expect(screen.getByRole("alert")).toHaveTextContent("couldn't reach the server");
  });

  it("shows an error from a no-JavaScript post until the next try", async () => {
    fetchMock.mockResolvedValue(answer(200, {}));
    render(<LeadChangeForm {...STATUS} initialError="Choose a status from the list" />);
    expect(screen.getByRole("alert")).toHaveTextContent("Choose a status from the list");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Update status" })));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("sends an emptied date as null, to clear the follow-up day", async () => {
    fetchMock.mockResolvedValue(answer(200, {}));
    render(
      <LeadChangeForm
        {...STATUS}
        name="followUpOn"
        label="Follow-up date"
        submitLabel="Save follow-up"
        control={{ kind: "date", defaultValue: "2026-12-01" }}
      />,
    );
    const input = screen.getByLabelText("Follow-up date");
    expect(input).toHaveAttribute("type", "date");
    fireEvent.change(input, { target: { value: "" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save follow-up" })));
    expect(sentBody()).toEqual({ followUpOn: null });
  });

  it("empties the note box once the note is added", async () => {
    fetchMock.mockResolvedValue(answer(201, { note: {} }));
    render(
      <LeadChangeForm
        {...STATUS}
        action="/api/admin/leads/l1/notes"
        name="body"
        label="Add a note"
        submitLabel="Add note"
        control={{ kind: "textarea", maxLength: 2000 }}
      />,
    );
    const box = screen.getByLabelText("Add a note");
    fireEvent.change(box, { target: { value: "Called back" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add note" })));
    expect(sentBody()).toEqual({ body: "Called back" });
    expect(box).toHaveValue("");
  });
});
