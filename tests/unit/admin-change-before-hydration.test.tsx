import { act, fireEvent, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { LeadChangeForm, type LeadChangeFormProps } from "@/components/admin/lead-change-form";

/**
 * A choice made in the server's HTML before the script hydrates it is kept
 * (not reset to the default), and the form says "updated" only for what the
 * server answers it now holds.
 */
const router = { refresh: jest.fn(), replace: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

const fetchMock = jest.fn();
beforeEach(() => {
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

const answer = (status: number, body: unknown) =>
  ({ ok: status < 400, status, headers: { get: () => null }, json: async () => body }) as unknown as Response;

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
  expect(JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body))).toEqual({
    status: "qualified",
  });
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
