import { render, screen } from "@testing-library/react";
import { HubLogo } from "@/components/site/hub-logo";
import { HUBS, HUB_IDS } from "@/lib/hubs/registry";

describe("HubLogo", () => {
  it.each(["", "evil", "PercyMD", "__proto__", "toString"])("renders 'Invalid Hub' for the unknown type %j", (hub) => {
    const { container } = render(<HubLogo hub={hub} />);
    expect(container).toHaveTextContent(/^Invalid Hub$/);
    expect(container.querySelector("svg")).toBeNull();
  });

  it.each(HUB_IDS)("renders %s's text logo: its name beside a mark in its colors", (id) => {
    const { container } = render(<HubLogo hub={id} />);
    expect(container).toHaveTextContent(HUBS[id].name);
    const fills = Array.from(container.querySelectorAll("svg [fill]")).map((el) => el.getAttribute("fill"));
    expect(fills).toEqual(
      expect.arrayContaining([HUBS[id].colors.primary, HUBS[id].colors.secondary, HUBS[id].colors.accent]),
    );
  });

  it.each(HUB_IDS)("renders %s's icon as a labelled image without visible text", (id) => {
    const { container } = render(<HubLogo hub={id} variant="icon" />);
    expect(screen.getByRole("img", { name: HUBS[id].name })).toBeInTheDocument();
    expect(container.textContent).toBe("");
  });

  it("has a main variant for Marque only", () => {
    const { container, unmount } = render(<HubLogo hub="marque" variant="main" />);
    expect(container.querySelector('[data-logo-variant="main"]')).toHaveTextContent(HUBS.marque.name);
    unmount();
    for (const id of HUB_IDS.filter((h) => h !== "marque")) {
      const other = render(<HubLogo hub={id} variant="main" />);
      expect(other.container).toHaveTextContent(/^Invalid Hub$/);
      other.unmount();
    }
  });
});
