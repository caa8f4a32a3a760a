import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen, within } from "@testing-library/react";
import { Dashboard } from "@/components/admin/dashboard/dashboard";
import { LeadsPerDay, chartSummary } from "@/components/admin/dashboard/leads-per-day";
import { formatAge, formatPercent } from "@/components/admin/dashboard/format";
import { HUBS, HUB_IDS, type HubId } from "@/lib/hubs/registry";
import { LEAD_STATUSES, type DashboardMetrics, type LeadTotals } from "@/lib/types/backend";
import { contrast } from "../support/wcag-contrast";

const days = Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 1, 14 + i)).toISOString().slice(0, 10));
// Different shapes per hub, so a column mixed up shows.
const leadsPerDay: Record<HubId, number[]> = {
  marque: days.map((_, i) => i % 3),
  percytech: days.map(() => 0),
  percymd: days.map((_, i) => (i === 29 ? 7 : i % 5 === 0 ? 1 : 0)),
  percytext: days.map((_, i) => (i < 10 ? 2 : 0)),
};

function totals(leads: number, email: number, sms: number, lost = 0): LeadTotals {
  return {
    leads,
    emailOptIns: email,
    smsOptIns: sms,
    emailOptInRate: leads ? email / leads : 0,
    smsOptInRate: leads ? sms / leads : 0,
    pipeline: { new: leads - lost, contacted: 0, qualified: 0, customer: 0, lost },
  };
}

const metrics: DashboardMetrics = {
  generatedAt: "2026-03-15T10:30:00.000Z",
  days,
  leadsPerDay,
  hubs: {
    marque: totals(40, 30, 10, 4),
    percytech: totals(0, 0, 0),
    percymd: totals(20, 5, 15, 1),
    percytext: totals(8, 8, 0),
  },
  overall: totals(68, 43, 25, 5),
  verifications: { started: 16, verified: 12, successRate: 0.75 },
  outbox: { pending: 3, dead: 2, oldestPendingSeconds: 185 },
};

const cellText = (el: Element) => (el.textContent ?? "").trim();

describe("leads per day chart", () => {
  it("renders the table with the same numbers as the bars, every hub and day", () => {
    const { container } = render(<LeadsPerDay days={days} leadsPerDay={leadsPerDay} />);
    const table = screen.getByRole("table", { name: /Leads per UTC day and hub/ });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(30);
    rows.forEach((row, i) => {
      expect(cellText(within(row).getByRole("rowheader"))).toBe(days[i]);
      for (const hub of HUB_IDS) {
        expect(cellText(row.querySelector(`td[data-hub="${hub}"]`)!)).toBe(String(leadsPerDay[hub][i]));
      }
      const all = HUB_IDS.reduce((s, h) => s + leadsPerDay[h][i], 0);
      expect(cellText(row.querySelector('td[data-hub="all"]')!)).toBe(String(all));
    });
    // The header names the hubs in the same order as the cells.
    const headers = within(table).getAllByRole("columnheader").map(cellText);
    expect(headers).toEqual(["Day", ...HUB_IDS.map((h) => HUBS[h].name), "All hubs"]);

    // The bars carry the same numbers: one per day with leads, none for empty days.
    for (const hub of HUB_IDS) {
      const chart = container.querySelector(`[data-hub-chart="${hub}"]`)!;
      const bars = Array.from(chart.querySelectorAll("rect")).map((r) => [
        r.getAttribute("data-day"),
        Number(r.getAttribute("data-value")),
      ]);
      expect(bars).toEqual(days.map((d, i) => [d, leadsPerDay[hub][i]]).filter(([, n]) => n !== 0));
    }
  });

  it("gives each chart an image role and a summary in words", () => {
    render(<LeadsPerDay days={days} leadsPerDay={leadsPerDay} />);
    expect(
      screen.getByRole("img", { name: "PercyMD: 13 leads in the last 30 days, most on 2026-03-15 (7)" }),
    ).toBeTruthy();
    expect(screen.getByRole("img", { name: "PercyTech: no leads in the last 30 days" })).toBeTruthy();
    expect(chartSummary("marque", days, leadsPerDay.marque)).toBe(
      "Marque: 30 leads in the last 30 days, most on 2026-02-16 (2)",
    );
  });

  it("scales every chart alike: the tallest bar anywhere is full height", () => {
    const { container } = render(<LeadsPerDay days={days} leadsPerDay={leadsPerDay} />);
    const height = (hub: HubId, day: string) =>
      Number(container.querySelector(`[data-hub-chart="${hub}"] rect[data-day="${day}"]`)!.getAttribute("height"));
    expect(height("percymd", days[29])).toBeCloseTo(76);
    expect(height("percytext", days[0])).toBeCloseTo((2 / 7) * 76);
    expect(height("marque", days[2])).toBeCloseTo((2 / 7) * 76);
  });

  it("needs no client JavaScript: the table is inside a native details element", () => {
    render(<LeadsPerDay days={days} leadsPerDay={leadsPerDay} />);
    const details = screen.getByTestId("leads-per-day-details");
    expect(details.tagName).toBe("DETAILS");
    expect(within(details).getByText("Show as table").tagName).toBe("SUMMARY");
    // Its sideways scroller is reachable by keyboard.
    expect(within(details).getByRole("region", { name: "Leads per day table" })).toHaveAttribute("tabindex", "0");
  });
});

describe("dashboard", () => {
  it("shows the figures, the pipeline with its filter links and the opt-in rates", () => {
    render(<Dashboard metrics={metrics} outboxHref="/admin/outbox" />);
    expect(cellText(screen.getByTestId("stat-leads"))).toBe("68");
    expect(cellText(screen.getByTestId("stat-email-opt-in"))).toBe("63.2%");
    expect(cellText(screen.getByTestId("stat-sms-opt-in"))).toBe("36.8%");
    expect(cellText(screen.getByTestId("stat-verification"))).toBe("75%");
    expect(cellText(screen.getByTestId("stat-outbox-pending"))).toBe("3");
    expect(cellText(screen.getByTestId("stat-outbox-dead"))).toBe("2");
    expect(cellText(screen.getByTestId("stat-outbox-oldest"))).toBe("3 min");
    expect(screen.getByRole("link", { name: "Open the outbox" }).getAttribute("href")).toBe("/admin/outbox");

    const pipeline = screen.getByTestId("pipeline-table");
    for (const status of LEAD_STATUSES) {
      const link = within(pipeline).getByRole("link", { name: new RegExp(`^${status}$`, "i") });
      expect(link.getAttribute("href")).toBe(`/admin/leads?status=${status}`);
    }
    const row = (key: string) => pipeline.querySelector(`tr[data-row="${key}"]`)!;
    expect(cellText(row("marque").querySelector('[data-status="lost"]')!)).toBe("4");
    expect(cellText(row("marque").querySelector('[data-status="new"]')!)).toBe("36");
    expect(cellText(row("all").querySelector('[data-status="total"]')!)).toBe("68");

    const optIn = screen.getByTestId("opt-in-table");
    const percymd = within(optIn.querySelector('tr[data-row="percymd"]') as HTMLElement)
      .getAllByRole("cell")
      .map(cellText);
    expect(percymd).toEqual(["20", "5", "25%", "15", "75%"]);
    const percytech = within(optIn.querySelector('tr[data-row="percytech"]') as HTMLElement)
      .getAllByRole("cell")
      .map(cellText);
    expect(percytech).toEqual(["0", "0", "0%", "0", "0%"]);
  });

  it("leaves out the outbox link where there is no outbox page", () => {
    render(<Dashboard metrics={metrics} outboxHref={null} />);
    expect(screen.queryByRole("link", { name: "Open the outbox" })).toBeNull();
    expect(cellText(screen.getByTestId("stat-outbox-pending"))).toBe("3");
  });
});

describe("dashboard formats", () => {
  it("ages read at a glance", () => {
    expect(formatAge(null)).toBe("none");
    expect(formatAge(0)).toBe("0 s");
    expect(formatAge(59)).toBe("59 s");
    expect(formatAge(185)).toBe("3 min");
    expect(formatAge(3600)).toBe("1 h");
    expect(formatAge(3600 * 2 + 300)).toBe("2 h 5 min");
    expect(formatAge(86_400)).toBe("1 day");
    expect(formatAge(86_400 * 3 + 5)).toBe("3 days");
  });
  it("percentages keep at most one decimal", () => {
    expect(formatPercent(0)).toBe("0%");
    expect(formatPercent(0.625)).toBe("62.5%");
    expect(formatPercent(1 / 3)).toBe("33.3%");
    expect(formatPercent(1)).toBe("100%");
  });
});

describe("bar colors stand out from the card (3:1, non-text) in both themes", () => {
  const css = readFileSync(join(process.cwd(), "app/globals.css"), "utf8");
  const card = (block: ":root" | ".dark") => {
    const body = css.slice(css.indexOf(`${block} {`), css.indexOf("}", css.indexOf(`${block} {`)));
    return /--card:\s*(#[0-9a-fA-F]{6})/.exec(body)![1];
  };
  it.each(HUB_IDS)("%s", (hub) => {
    expect(contrast(HUBS[hub].colors.primaryText, card(":root"))).toBeGreaterThanOrEqual(3);
    expect(contrast(HUBS[hub].colors.primaryTextDark, card(".dark"))).toBeGreaterThanOrEqual(3);
  });

  it("the bars use those shades, light and dark", () => {
    const { container } = render(<LeadsPerDay days={days} leadsPerDay={leadsPerDay} />);
    const svg = container.querySelector('[data-hub-chart="percymd"] svg') as SVGElement;
    expect(svg.style.getPropertyValue("--bar")).toBe(HUBS.percymd.colors.primaryText);
    expect(svg.style.getPropertyValue("--bar-dark")).toBe(HUBS.percymd.colors.primaryTextDark);
    expect(svg.querySelector("rect")!.getAttribute("class")).toBe("fill-(--bar) dark:fill-(--bar-dark)");
  });
});
