import { render, screen, within } from "@testing-library/react";
import { SpeedTable } from "@/components/admin/speed/speed-table";
import { SpeedTrend, trendSummary } from "@/components/admin/speed/speed-trend";
import { METRIC_NAMES } from "@/lib/vitals/metrics";
import type { SpeedReport } from "@/lib/vitals/report";

const days = ["2026-11-24", "2026-11-25", "2026-11-26"];
const report: SpeedReport = {
  from: days[0],
  to: days[2],
  views: 12,
  days,
  daily: {
    LCP: [1800, null, 4200],
    INP: [120, null, 90],
    CLS: [0.02, null, 0.3],
    FCP: [900, null, 1000],
    TTFB: [300, null, 900],
  },
  rows: [
    {
      route: "/clients/[clientId]",
      hub: "percymd",
      device: "phone",
      views: 12,
      metrics: {
        LCP: { p75: 4200, samples: 12, good: 6, needsImprovement: 3, poor: 3 },
        CLS: { p75: 0.15, samples: 10, good: 5, needsImprovement: 5, poor: 0 },
      },
    },
  ],
};

describe("the speed page", () => {
  it("names each row by its route pattern, hub and device, with each metric's 75th percentile, rating and shares", () => {
    render(<SpeedTable report={report} />);
    const table = screen.getByRole("table", { name: /75th percentile of each metric/ });
    const row = within(table).getByRole("row", { name: /\/clients\/\[clientId\]/ });
    expect(within(row).getByRole("rowheader")).toHaveTextContent("/clients/[clientId]");
    expect(row).toHaveTextContent("PercyMD");
    expect(row).toHaveTextContent("phone");
    const lcp = row.querySelector('[data-metric="LCP"]')!;
    expect(lcp).toHaveAttribute("data-rating", "poor");
    expect(lcp).toHaveTextContent("4.20 s (poor)50% · 25% · 25% good, needs improvement and poor of 12 samples");
    expect(row.querySelector('[data-metric="CLS"]')).toHaveTextContent("0.15 (needs improvement)");
    expect(row.querySelector('[data-metric="INP"]')).toHaveTextContent("—");
  });

  it("says so when the period has no samples", () => {
    render(<SpeedTable report={{ ...report, rows: [], views: 0 }} />);
    expect(screen.getByText("No samples in this period.")).toBeInTheDocument();
  });

  it("draws the daily 75th percentile per metric, described in words, with the same numbers in a table", () => {
    render(<SpeedTrend report={report} />);
    for (const m of METRIC_NAMES) {
      expect(screen.getByRole("img", { name: trendSummary(m, days, report.daily[m]) })).toBeInTheDocument();
    }
    expect(trendSummary("LCP", days, report.daily.LCP)).toBe(
      "LCP 75th percentile per day: 4.20 s on 2026-11-26 (poor), highest 4.20 s on 2026-11-26",
    );
    expect(trendSummary("LCP", days, [null, null, null])).toBe("LCP: no samples from 2026-11-24 to 2026-11-26");
    const table = screen.getByRole("table", { name: /75th percentile of each metric per UTC day/ });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      "2026-11-241.80 s120 ms0.020.90 s0.30 s",
      "2026-11-25—————",
      "2026-11-264.20 s90 ms0.301.00 s0.90 s",
    ]);
  });
});
