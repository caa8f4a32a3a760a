// A bare one-page Next app, built in bench/tmp/bare with this project's
// node_modules: the framework's floor for first-load JavaScript.
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";

export function buildBareApp(root) {
  const dir = path.join(root, "bench/tmp/bare");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "app"), { recursive: true });
  writeFileSync(path.join(dir, "package.json"), '{ "private": true }\n');
  writeFileSync(path.join(dir, "next.config.mjs"), "export default {};\n");
  writeFileSync(
    path.join(dir, "app/layout.tsx"),
    'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  );
  writeFileSync(path.join(dir, "app/page.tsx"), "export default function Page() { return <h1>Hello</h1>; }\n");
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  execFileSync(path.join(root, "node_modules/.bin/next"), ["build"], {
    cwd: dir,
    stdio: "ignore",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  return dir;
}
