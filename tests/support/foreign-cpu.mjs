/**
 * How busy the machine was with work that is not ours. The 1-minute load
 * average counts runnable threads, and one Lighthouse audit (Chromium's
 * processes, Lighthouse, the servers under test) alone pushes it to 2 or more
 * on 2 cores; so a batch measures, across each page's runs, the CPU time the
 * whole machine spent minus the time spent by this process and everything it
 * started. Linux only (/proc); elsewhere `sample()` returns null.
 */
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100;

/** Busy CPU ticks of the whole machine since boot (every state but idle and iowait). */
function machineBusyTicks() {
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return user + nice + system + irq + softirq + steal;
}

/** pid → { ppid, ticks } for every live process; ticks include its reaped children's. */
function processTable() {
  const table = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // The command name (field 2) may hold spaces and parentheses: split after its last ')'.
      const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const [utime, stime, cutime, cstime] = rest.slice(11, 15).map(Number);
      table.set(Number(name), { ppid: Number(rest[1]), ticks: utime + stime + cutime + cstime });
    } catch {
      // The process ended while the table was read.
    }
  }
  return table;
}

/** CPU ticks of `root` and all its live descendants. */
function treeTicks(table, root) {
  const children = new Map();
  for (const [pid, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let ticks = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop();
    ticks += table.get(pid)?.ticks ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return ticks;
}

/** A reading to pass to `foreignCores`; null off Linux. */
export function sample(root = process.pid) {
  try {
    return { at: Date.now(), machine: machineBusyTicks(), ours: treeTicks(processTable(), root) };
  } catch {
    return null;
  }
}

/**
 * The average number of cores other work kept busy between two samples (0 on a
 * quiet machine), or null when either sample is missing. A process of ours that
 * ended unreaped between the samples would count as foreign: the servers and
 * Chromium outlive the batch's pages, so that is only a child's last moments.
 */
export function foreignCores(before, after) {
  if (!before || !after || after.at <= before.at) return null;
  const seconds = (after.at - before.at) / 1000;
  const foreign = after.machine - before.machine - (after.ours - before.ours);
  return Number(Math.max(0, foreign / TICKS_PER_SECOND / seconds).toFixed(2));
}
