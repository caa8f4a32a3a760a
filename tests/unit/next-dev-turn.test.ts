/**
 * `next dev` runs once per project folder, so the specs that start it take turns: a second turn waits for
 * the first to end, a turn whose holder died is taken over, and a turn that never comes fails clearly.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { nextDevTurn } from "../support/next-server.mjs";

const TURN = path.join(".data", "next-dev-turn");

afterEach(() => rmSync(TURN, { recursive: true, force: true }));

test("a second turn starts only once the first has ended", async () => {
  const endFirst = await nextDevTurn();
  let second = false;
  const next = nextDevTurn({ timeoutMs: 10_000 }).then((end) => {
    second = true;
    return end;
  });
  // Long enough for the waiting turn to have polled a few times.
  await new Promise((resolve) => setTimeout(resolve, 800));
  expect(second).toBe(false);
  endFirst();
  const endSecond = await next;
  expect(second).toBe(true);
  endSecond();
});

test("the turn of a process that died is taken over", async () => {
  const gone = spawnSync(process.execPath, ["-e", ""]).pid;
  mkdirSync(TURN, { recursive: true });
  writeFileSync(path.join(TURN, "pid"), String(gone));
  const end = await nextDevTurn({ timeoutMs: 2_000 });
  end();
});

test("a turn held past the timeout fails with who holds it", async () => {
  const end = await nextDevTurn();
  await expect(nextDevTurn({ timeoutMs: 300 })).rejects.toThrow(`held by ${process.pid}`);
  end();
});
