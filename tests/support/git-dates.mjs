/**
 * A file's first version as git records it, for tests that hold dates kept in the content to the history.
 * A shallow clone (CI's fresh checkout) or a file git has not seen yet answers null, never a wrong date:
 * in a shallow clone every file looks first added at the oldest commit fetched.
 */
import { spawnSync } from "node:child_process";

const git = (args) => spawnSync("git", args, { encoding: "utf8" });

let complete = null;

/** True when this checkout holds its whole history. */
export function fullHistory() {
  if (complete === null) {
    const run = git(["rev-parse", "--is-shallow-repository"]);
    complete = run.status === 0 && run.stdout.trim() === "false";
  }
  return complete;
}

/** The commit date (YYYY-MM-DD) that first added `file`, following renames; null when git cannot tell. */
export function firstCommitDate(file) {
  if (!fullHistory()) return null;
  const run = git(["log", "--diff-filter=A", "--follow", "--format=%cs", "--", file]);
  if (run.status !== 0) return null;
  return run.stdout.trim().split("\n").filter(Boolean).at(-1) ?? null;
}
