// Child process of bench/observatory.mjs: the MDN HTTP Observatory's own scan() (the scanner's folder is the
// first argument) of each host named after it, with those names resolved to loopback (where the shipped nginx listens on 80 and 443) and the
// test certificate trusted (NODE_EXTRA_CA_CERTS, set by the parent). Prints one JSON line per host.
import dns from "node:dns";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [scanner, ...hosts] = process.argv.slice(2);
const lookup = dns.lookup;
// Only our hosts go to loopback; the scan reaches nothing else.
dns.lookup = (hostname, options, callback) => {
  if (!hosts.includes(hostname)) return lookup(hostname, options, callback);
  const cb = typeof options === "function" ? options : callback;
  const all = typeof options === "object" && options?.all;
  process.nextTick(() => (all ? cb(null, [{ address: "127.0.0.1", family: 4 }]) : cb(null, "127.0.0.1", 4)));
};

const { scan } = await import(pathToFileURL(path.join(scanner, "src/index.js")).href);
/** One scan; a first request that meets a cold server is tried once more. */
async function scanOnce(host) {
  try {
    return await scan(host);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return scan(host);
  }
}

for (const host of hosts) {
  try {
    const { scan: result, tests } = await scanOnce(host);
    const outcomes = Object.values(tests).map((t) => ({ result: t.result, score: t.scoreModifier, pass: t.pass }));
    process.stdout.write(`${JSON.stringify({ host, grade: result.grade, score: result.score, tests: outcomes })}\n`);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ host, error: String(error?.message ?? error) })}\n`);
  }
}
