import { csvCell, leadsCsv, LEAD_CSV_COLUMNS } from "@/lib/admin/csv";
import type { Lead } from "@/lib/types/backend";

describe("CSV cells", () => {
  it("quote every cell and double inner quotes; commas and newlines stay inside the cell", () => {
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(true)).toBe('"true"');
  });
  it("defuse spreadsheet formulas: cells starting with = + - @ tab or CR get an apostrophe", () => {
    for (const evil of ['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(csvCell(evil)).toBe(`"'${evil.replace(/"/g, '""')}"`);
    }
    expect(csvCell("a=1")).toBe('"a=1"');
  });
});

describe("leads CSV", () => {
  const lead: Lead = {
    id: "l1",
    name: "Ann O'Neil",
    email: "ann@example.com",
    phone: "+12015551234",
    company: "=cmd|' /C calc'!A0",
    message: 'Hi,\n"there"',
    platformInterest: "General inquiry",
    hubId: "percymd",
    hubNumber: 2,
    emailSignup: true,
    smsSignup: false,
    smsPhone: null,
    createdAt: "2026-01-02T03:04:05.000Z",
    updatedAt: "2026-01-02T03:04:05.000Z",
    submissions: 1,
    status: "contacted",
    followUpOn: "2026-12-01",
    assignedTo: "bob@example.com",
    respondBy: "2026-01-02T03:19:05.000Z",
    firstResponseAt: "2026-01-02T03:10:00.000Z",
  };
  it("has a header row, one row per lead, CRLF line ends and a BOM", () => {
    const csv = leadsCsv([lead]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, row] = csv.slice(1).split("\r\n");
    expect(header).toBe(LEAD_CSV_COLUMNS.map((c) => `"${c}"`).join(","));
    expect(row).toContain('"Ann O\'Neil","ann@example.com","\'+12015551234","\'=cmd|\' /C calc\'!A0","Hi,\n""there"""');
    expect(row).toContain('"percymd","2"');
    // The lead's own columns, its owner and first-response clock, then where it came from (none given: direct / unknown).
    expect(row).toContain(
      '"1","contacted","2026-12-01","bob@example.com","2026-01-02T03:19:05.000Z","2026-01-02T03:10:00.000Z","direct","unknown","(not set)"',
    );
    const unowned = { ...lead, followUpOn: null, assignedTo: null, respondBy: null, firstResponseAt: null };
    expect(leadsCsv([unowned]).trim()).toContain('"contacted","","","","","direct"');
  });
});
