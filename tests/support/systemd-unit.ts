import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * A unit file under deploy/systemd/, its `Environment=` lines as variables; in a template unit, `%i` becomes the
 * instance (marque@3001.service: the port). The deploy tests start servers with exactly these.
 */
export function unitEnvironment(unit: "marque.service" | "marque@.service", instance?: number): Record<string, string> {
  const text = readFileSync(path.join(process.cwd(), "deploy/systemd", unit), "utf8");
  return Object.fromEntries(
    [...text.matchAll(/^Environment=(\w+)=(.*)$/gm)].map((m) => [
      m[1],
      instance === undefined ? m[2] : m[2].replaceAll("%i", String(instance)),
    ]),
  );
}
