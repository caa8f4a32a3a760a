import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HubSwitcherPanel } from "@/components/site/hub-switcher-panel";
import { browserNavigation } from "@/lib/browser/navigation";
import type { HubId } from "@/lib/hubs/registry";

function renderSwitcher(hubs: ReadonlyArray<{ id: HubId; name: string }>) {
  render(
    <HubSwitcherPanel current="marque" hubs={hubs} icon={null} chevron={null} fabClassName="" triggerClassName="" />,
  );
}

async function choose(name: string) {
  await userEvent.click(screen.getByRole("button", { name: "Switch hub" }));
  await userEvent.click(screen.getByRole("button", { name: "Marque" }));
  await userEvent.click(screen.getByRole("button", { name }));
}

describe("switching hub sets the document title", () => {
  beforeEach(() => {
    document.title = "Pricing | Marque";
    jest.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    jest.spyOn(browserNavigation, "assign").mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it("to the chosen hub's name", async () => {
    renderSwitcher([
      { id: "marque", name: "Marque" },
      { id: "percymd", name: "PercyMD" },
    ]);
    await choose("PercyMD");
    expect(document.title).toBe("PercyMD");
    expect(browserNavigation.reload).toHaveBeenCalledTimes(1);
  });

  it("to 'SMS Hub' when the hub has no name", async () => {
    renderSwitcher([
      { id: "marque", name: "Marque" },
      { id: "percytext", name: "" },
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Switch hub" }));
    await userEvent.click(screen.getByRole("button", { name: "Marque" }));
    const items = screen.getAllByRole("listitem");
    await userEvent.click(items[1].querySelector("button")!);
    expect(document.title).toBe("SMS Hub");
  });
});
