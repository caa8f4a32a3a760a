import { readFileSync } from "node:fs";
import { SERVER_ENV_NAMES } from "@/lib/config/server-env";
import { DELIVERY_KNOBS, type DeliveryKnobName } from "@/lib/config/delivery-knobs";

/**
 * One list of variables in three places: the config schema (what the server reads), .env.example (what an
 * operator copies) and the tables of docs/configuration.md (what each does). Adding a variable to one and not
 * the others fails here, naming it.
 */
const NAME = /\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{4,}|TZ)\b/g;

function envExampleNames(): Set<string> {
  const names = new Set<string>();
  for (const line of readFileSync(".env.example", "utf8").split("\n")) {
    const match = /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line);
    if (match) names.add(match[1]);
  }
  return names;
}

/** Names in the first column of every table row of docs/configuration.md. */
function configurationPageNames(): Set<string> {
  const names = new Set<string>();
  for (const line of readFileSync("docs/configuration.md", "utf8").split("\n")) {
    if (!line.startsWith("| `")) continue;
    const first = line.split("|")[1];
    for (const code of first.matchAll(/`([^`]+)`/g)) for (const m of code[1].matchAll(NAME)) names.add(m[1]);
  }
  return names;
}

const schema = new Set<string>(SERVER_ENV_NAMES);

describe("configuration is listed the same everywhere", () => {
  it(".env.example lists every variable the server reads, and no other", () => {
    const example = envExampleNames();
    expect({ missingFromEnvExample: [...schema].filter((n) => !example.has(n)) }).toEqual({
      missingFromEnvExample: [],
    });
    expect({ unknownInEnvExample: [...example].filter((n) => !schema.has(n)) }).toEqual({ unknownInEnvExample: [] });
  });

  it("docs/configuration.md has a row for every variable the server reads, and no other", () => {
    const table = configurationPageNames();
    expect(table.size).toBeGreaterThan(50);
    expect({ missingFromPage: [...schema].filter((n) => !table.has(n)) }).toEqual({ missingFromPage: [] });
    expect({ unknownOnPage: [...table].filter((n) => !schema.has(n)) }).toEqual({ unknownOnPage: [] });
  });

  it("docs/configuration.md gives each delivery knob its default from the code, and .env.example too", () => {
    const page: Record<string, string> = {};
    for (const line of readFileSync("docs/configuration.md", "utf8").split("\n")) {
      const [, names, defaults] = line.split("|");
      if (!names?.trim().startsWith("`DELIVERY_")) continue;
      const values = [...defaults.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
      [...names.matchAll(/`([^`]+)`/g)].forEach((m, i) => (page[m[1]] = values[i]));
    }
    const example = readFileSync(".env.example", "utf8");
    for (const [name, knob] of Object.entries(DELIVERY_KNOBS) as [DeliveryKnobName, { default: number }][]) {
      expect({ name, page: page[name] }).toEqual({ name, page: String(knob.default) });
      expect(example).toContain(`# ${name}=${knob.default}\n`);
    }
  });

  it("the variables Next's server reads itself are documented with the rest", () => {
    for (const name of ["PORT", "HOSTNAME", "NODE_ENV"]) expect(schema.has(name)).toBe(true);
  });
});
