import "server-only";
import { serverNow } from "@/lib/config/test-clock";
import { database } from "./database";
import { findOptInReport, saveOptInReport, type OptInReport, type OptInReportInput } from "./core/opt-in-reports";

export type { OptInReport, OptInReportInput } from "./core/opt-in-reports";

/** The opt-in check's reports on the process's database: the one door the route and the pages use. */
export const optInReports = {
  save: (input: OptInReportInput): Promise<OptInReport> => saveOptInReport(database(), input, serverNow()),
  find: (id: string): Promise<OptInReport | null> => findOptInReport(database(), id, serverNow()),
};
