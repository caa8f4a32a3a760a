/**
 * The unit projects (dom, node) start no process: a test that does belongs to the integration project,
 * which jest.config.mjs fills with every file importing child_process or a server fixture. Calling one of
 * these here fails with that advice instead of quietly making the quick loop slow.
 */
type ChildProcessModule = typeof import("node:child_process");

const STARTERS = ["spawn", "spawnSync", "exec", "execSync", "execFile", "execFileSync", "fork"] as const;

function guarded(actual: ChildProcessModule): ChildProcessModule {
  const refuse = (name: string) => () => {
    throw new Error(
      `A unit test called child_process.${name}: unit tests start no process. Import child_process in the ` +
        "test file itself (jest.config.mjs then runs it in the integration project) or drop the process.",
    );
  };
  return { ...actual, ...Object.fromEntries(STARTERS.map((name) => [name, refuse(name)])) };
}

jest.mock("node:child_process", () => guarded(jest.requireActual("node:child_process")));
jest.mock("child_process", () => guarded(jest.requireActual("child_process")));
