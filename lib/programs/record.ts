import { AppError } from "@/lib/errors/app-error";
import type { ProgramData } from "@/lib/validation/program";

/**
 * A client program as staff see it: the draft they edit, and the versions
 * published from it (never edited again). The public pages read only the live
 * version.
 */
export interface ProgramRecord {
  id: string;
  slug: string;
  draft: ProgramData;
  /** The live version's data, or null when the program is not public. */
  live: ProgramData | null;
  liveVersion: number | null;
  latestVersion: number;
  /** The latest published version's data (live or not), to tell whether the draft moved since. */
  lastPublished: ProgramData | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  updatedBy: string;
}

export interface LiveProgram {
  id: string;
  version: number;
  publishedAt: string;
  data: ProgramData;
}

export function programNotFound(): AppError {
  return new AppError("API_NOT_FOUND", "Program not found", { status: 404, severity: "LOW" });
}

/** The draft differs from what was last published (or nothing was). */
export function hasUnpublishedChanges(p: ProgramRecord): boolean {
  return !p.lastPublished || JSON.stringify(p.lastPublished) !== JSON.stringify(p.draft);
}
