/**
 * The speed report's store on both databases: PGlite here, and a real
 * PostgreSQL server in the jest project "node-postgres" (each beacon is one
 * statement that unpacks its metrics from JSON, which postgres.js sends
 * differently from PGlite).
 */
import { removeOldVitals, VITALS_RETENTION_DAYS } from "@/lib/backend/core/retention";
import { recordBeacon, speedReport } from "@/lib/backend/stores/vitals";
import { withTestDb } from "./backend-fixtures";

jest.setTimeout(60_000);

const pg = withTestDb({ truncate: false });
beforeEach(async () => {
  await pg.query("delete from vital_samples");
});

async function rows() {
  const { rows } = await pg.query<{ metric: string }>("select metric from vital_samples order by metric");
  return rows;
}

describe("the speed report", () => {
  it("gives the 75th percentile, the good / needs-improvement / poor counts and the views per page, hub and device", async () => {
    const db = pg.db;
    const lcp = [1000, 2000, 2500, 3000, 4500];
    for (const [i, value] of lcp.entries()) {
      await recordBeacon(db, {
        view: `a${i}`.padEnd(16, "0"),
        route: "/",
        hub: "marque",
        device: "phone",
        metrics: [
          { name: "LCP", value },
          { name: "CLS", value: i * 0.05 },
        ],
      });
    }
    await recordBeacon(db, {
      view: "b".repeat(16),
      route: "/pricing",
      hub: "marque",
      device: "desktop",
      metrics: [{ name: "TTFB", value: 900 }],
    });
    const today = new Date().toISOString().slice(0, 10);
    const report = await speedReport(db, { from: today, to: today });
    expect(report.views).toBe(6);
    expect(report.rows.map((r) => [r.route, r.hub, r.device, r.views])).toEqual([
      ["/", "marque", "phone", 5],
      ["/pricing", "marque", "desktop", 1],
    ]);
    // percentile_cont(0.75) of 1000, 2000, 2500, 3000, 4500: the value at rank 3 of 0..4.
    expect(report.rows[0].metrics.LCP).toEqual({ p75: 3000, samples: 5, good: 3, needsImprovement: 1, poor: 1 });
    expect(report.rows[0].metrics.CLS).toEqual({
      p75: 0.15000000000000002,
      samples: 5,
      good: 3,
      needsImprovement: 2,
      poor: 0,
    });
    expect(report.rows[1].metrics.TTFB).toEqual({ p75: 900, samples: 1, good: 0, needsImprovement: 1, poor: 0 });
    expect(report.days).toEqual([today]);
    expect(report.daily.LCP).toEqual([3000]);
    expect(report.daily.INP).toEqual([null]);
  });

  it("leaves out samples outside the period", async () => {
    const db = pg.db;
    await recordBeacon(db, {
      view: "c".repeat(16),
      route: "/",
      hub: "marque",
      device: "phone",
      metrics: [{ name: "LCP", value: 1 }],
    });
    const report = await speedReport(db, { from: "2020-01-01", to: "2020-01-03" });
    expect(report.rows).toEqual([]);
    expect(report.days).toEqual(["2020-01-01", "2020-01-02", "2020-01-03"]);
  });

  it("retention removes samples past their period and keeps the rest", async () => {
    const db = pg.db;
    await recordBeacon(db, {
      view: "d".repeat(16),
      route: "/",
      hub: "marque",
      device: "phone",
      metrics: [
        { name: "LCP", value: 1 },
        { name: "FCP", value: 1 },
      ],
    });
    await db.query(
      `update vital_samples set recorded_at = now() - interval '${VITALS_RETENTION_DAYS + 1} days' where metric = 'LCP'`,
    );
    expect(await removeOldVitals(db)).toBe(1);
    expect((await rows()).map((r) => r.metric)).toEqual(["FCP"]);
  });
});
