import { spawnSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { CONTACT_UNAVAILABLE } from "@/lib/contact/client";
import { INDEXABLE_PATHS } from "@/lib/navigation/routes";
import { cacheHeaders, CACHEABLE_PAGE_PATHS, PAGE_CACHE_CONTROL, PRIVATE_NO_STORE } from "@/lib/security/cache-policy";
import { DEFAULT_HUB, HUB_IDS, HUBS } from "@/lib/hubs/registry";
import {
  buildIdConf,
  installRelease,
  KEEP_RELEASES,
  rollingRestart,
  SETTLE_MS,
  unitPort,
} from "../../scripts/deploy.mjs";
import { unitEnvironment } from "../support/systemd-unit";

/**
 * The shape rules of the shipped edge files, which tests/e2e/deploy-edge.spec.ts runs for real: every
 * top-level deploy/nginx/*.conf is http context, everything nginx reads is in the repository, Debian
 * 12's nginx (1.22) parses it, the upstream lists the template unit's loopback instances with failure
 * settings a rolling restart passes.
 */
const read = (file: string) => readFileSync(file, "utf8");
const NGINX = "deploy/nginx";
const topLevel = readdirSync(NGINX).filter((f) => f.endsWith(".conf"));
const snippets = readdirSync(`${NGINX}/snippets`);
const allNginx = [...topLevel.map((f) => `${NGINX}/${f}`), ...snippets.map((f) => `${NGINX}/snippets/${f}`)];

/** Directive names at brace depth 0, comments dropped. */
function topLevelDirectives(text: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let statementStart = true;
  for (const line of text.replace(/#.*$/gm, "").split("\n")) {
    for (const token of line.match(/[{};]|[^\s{};]+/g) ?? []) {
      if (token === "{") depth++;
      else if (token === "}") depth--;
      if (token === "{" || token === "}" || token === ";") {
        statementStart = true;
        continue;
      }
      if (statementStart && depth === 0) names.push(token);
      statementStart = false;
    }
  }
  return names;
}

describe("deploy/nginx", () => {
  it("every top-level .conf is http context", () => {
    for (const file of topLevel)
      for (const name of topLevelDirectives(read(`${NGINX}/${file}`)))
        expect([file, ["server", "upstream", "map", "proxy_cache_path"].includes(name) ? "ok" : name]).toEqual([
          file,
          "ok",
        ]);
  });

  it("reads only files that are in the repository, and parses on nginx 1.22 (no http2 on, no QUIC)", () => {
    for (const file of allNginx) {
      const text = read(file);
      for (const [, included] of text.matchAll(/include \/etc\/nginx\/snippets\/([\w.-]+);/g))
        expect(snippets).toContain(included);
      expect(text).not.toMatch(/^\s*http2 on;|quic|http3/m);
      if (file.endsWith(".com.conf"))
        for (const listen of text.match(/^\s*listen [^;]*443[^;]*;/gm) ?? []) expect(listen).toMatch(/ssl http2;/);
    }
    const proxy = read(`${NGINX}/snippets/marque-proxy.conf`);
    for (const [, file] of proxy.matchAll(/try_files \/(?:\$marque_hub\/)?([\w.-]+) =503;/g))
      for (const id of file.endsWith(".json") ? ["."] : HUB_IDS)
        expect(readdirSync(`${NGINX}/errors/${id === "." ? "" : id}`)).toContain(file);
    expect(proxy).toContain("root /etc/nginx/marque-errors;");
  });

  it("the upstream's hub map names each hub by its domain (and www.), the default hub by any other name", () => {
    const map = /map \$host \$marque_hub \{([^}]*)\}/.exec(read(`${NGINX}/upstream.conf`))?.[1] ?? "";
    const lines = [...map.matchAll(/^\s*(\S+) (\w+);$/gm)].map((m) => [m[1], m[2]]);
    const pattern = (id: (typeof HUB_IDS)[number]) => `~(?:^|\\.)${HUBS[id].domain.replaceAll(".", "\\.")}$`;
    expect(lines).toEqual([
      ["default", DEFAULT_HUB],
      ...HUB_IDS.filter((id) => id !== DEFAULT_HUB).map((id) => [pattern(id), id]),
    ]);
  });

  it("the upstream lists the template unit's loopback instances, with failure settings a restart passes", () => {
    const upstream = read(`${NGINX}/upstream.conf`);
    const servers = [...upstream.matchAll(/^\s*server 127\.0\.0\.1:(\d+) (.*);$/gm)];
    expect(servers.map((m) => Number(m[1]))).toEqual(["marque@3000", "marque@3001"].map(unitPort));
    for (const [, , params] of servers) {
      const maxFails = Number(/max_fails=(\d+)/.exec(params)?.[1]);
      const failTimeout = Number(/fail_timeout=(\d+)s/.exec(params)?.[1]);
      // Not nginx's default (1 failure takes a server out for 10 s), and over before the next restart.
      expect(maxFails).toBeGreaterThan(1);
      expect(failTimeout * 1000).toBeLessThan(SETTLE_MS);
    }
    expect(upstream).toMatch(/keepalive \d+;/);
    const proxy = read(`${NGINX}/snippets/marque-proxy.conf`);
    expect(proxy).toMatch(/proxy_next_upstream error timeout http_502 http_503 http_504;/);
    expect(proxy).not.toContain("non_idempotent");
  });

  it("pages are cached per build and stale on error; the cache status goes out as X-Cache", () => {
    const page = read(`${NGINX}/snippets/marque-page-cache.conf`);
    expect(page).toContain("proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;");
    expect(page).toContain("proxy_cache_background_update on;");
    expect(page).toContain("add_header X-Cache $upstream_cache_status always;");
    expect(page).toMatch(/proxy_cache_bypass \$marque_private;/);
    expect(page).not.toMatch(/proxy_cache_valid|proxy_ignore_headers[^;]*(?:Cache-Control|Set-Cookie|Expires)/);
    const proxy = read(`${NGINX}/snippets/marque-proxy.conf`);
    expect(proxy).toMatch(/proxy_cache_key "\$marque_build_id\|\$scheme:\/\/\$host\$request_uri\|[^"]*\$http_rsc/);
    const upstream = read(`${NGINX}/upstream.conf`);
    expect(upstream).toMatch(/admin_session\|user_session\|preferredHub/);
    // The API and admin locations have no cache.
    for (const location of ["location /api/ {", "location = /api/contact {", "location /admin {"]) {
      const block = proxy.slice(proxy.indexOf(location), proxy.indexOf("}", proxy.indexOf(location)));
      expect(block).not.toMatch(/proxy_cache |marque-page-cache/);
    }
  });

  it("the deploy script writes the build-id include in the committed default's shape", () => {
    const shape = (text: string) => text.replace(/#.*\n/g, "").replace(/"[^"]*"/, '"ID"');
    expect(shape(buildIdConf("abc_DEF-123"))).toBe(shape(read(`${NGINX}/build-id.conf`)));
    expect(() => buildIdConf('x"; }')).toThrow();
  });

  it("error pages: per hub, both themes, the hub's support address; they match their generator", () => {
    const check = spawnSync(
      process.execPath,
      ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", "scripts/nginx-error-pages.mjs", "--check"],
      { encoding: "utf8" },
    );
    expect(check.stderr).toBe("");
    expect(check.status).toBe(0);
    for (const id of HUB_IDS) {
      for (const file of ["unavailable.html", "contact-down.html"]) {
        const html = read(`${NGINX}/errors/${id}/${file}`);
        expect(html).toContain(`data-hub="${id}"`);
        expect(html).toContain(HUBS[id].name);
        expect(html).toContain(`mailto:${HUBS[id].supportEmail}`);
        expect(html).toContain("@media (prefers-color-scheme: dark)");
        expect(html).not.toMatch(/<script|src="http|href="http/);
      }
    }
    const json = JSON.parse(read(`${NGINX}/errors/contact-down.json`));
    expect(json).toEqual({ error: { code: "API_SERVER_ERROR", message: CONTACT_UNAVAILABLE } });
  });
});

describe("deploy/systemd/marque@.service", () => {
  it("one loopback instance per port, its own DATA_DIR, the current release", () => {
    const unit = read("deploy/systemd/marque@.service");
    const env = unitEnvironment("marque@.service");
    expect(env).toMatchObject({
      HOSTNAME: "127.0.0.1",
      PORT: "%i",
      NODE_ENV: "production",
    });
    expect([...unit.matchAll(/^ReadWritePaths=(.*)$/gm)].map((m) => m[1])).toEqual([env.DATA_DIR]);
    expect(env.DATA_DIR).toContain("%i");
    expect(unit).toMatch(/^WorkingDirectory=\/opt\/marque\/current$/m);
    expect(unit).toMatch(/^ExecStart=\S*node \/opt\/marque\/current\/server\.js$/m);
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/marque\/marque\.env$/m);
    expect(unit).toMatch(/^User=(?!root)\w+$/m);
  });
});

describe("Cache-Control from the app", () => {
  it("prerendered marketing pages: shared caches with stale-while-revalidate; private with the hub cookie", () => {
    expect(CACHEABLE_PAGE_PATHS).toEqual(expect.arrayContaining([...INDEXABLE_PATHS, "/home"]));
    expect(PAGE_CACHE_CONTROL).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+/);
    const rules = cacheHeaders();
    for (const path of CACHEABLE_PAGE_PATHS) {
      const forPath = rules.filter((r) => r.source === path);
      expect(forPath).toEqual([
        { source: path, missing: [{ type: "cookie", key: "preferredHub" }], headers: [{ key: "Cache-Control", value: PAGE_CACHE_CONTROL }] },
        { source: path, has: [{ type: "cookie", key: "preferredHub" }], headers: [{ key: "Cache-Control", value: PRIVATE_NO_STORE }] },
      ]); // prettier-ignore
    }
    for (const source of ["/admin", "/admin/:path*"])
      expect(rules).toContainEqual({ source, headers: [{ key: "Cache-Control", value: "private, no-store" }] });
    // Funnel pages, API and client program pages keep their own (per request, or their revalidate time).
    expect(rules.map((r) => r.source)).not.toEqual(expect.arrayContaining(["/verify-otp"]));
    expect(rules.some((r) => r.source.startsWith("/api") || r.source.startsWith("/clients"))).toBe(false);
  });
});

describe("rollingRestart", () => {
  let servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    servers = [];
  });

  it("restarts one instance at a time, the next only once the last answers /api/health", async () => {
    const healthyAt = new Map<number, number>();
    const events: string[] = [];
    const ports: number[] = [];
    for (let i = 0; i < 2; i++) {
      const server = createServer((req, res) => {
        const port = (server.address() as AddressInfo).port;
        const at = healthyAt.get(port);
        res.statusCode = req.url === "/api/health" && at !== undefined && Date.now() >= at ? 200 : 503;
        res.end();
      });
      await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
      servers.push(server);
      ports.push((server.address() as AddressInfo).port);
    }
    await rollingRestart({
      instances: ports.map((port, i) => ({ name: `i${i}`, port })),
      settleMs: 50,
      healthTimeoutMs: 5_000,
      restart: ({ name, port }) => {
        events.push(`restart ${name}`);
        // Healthy 300 ms after its restart.
        healthyAt.set(port, Date.now() + 300);
      },
      log: (m) => events.push(m),
    });
    expect(events).toEqual(["restarting i0", "restart i0", "i0 answers /api/health", "restarting i1", "restart i1", "i1 answers /api/health"]); // prettier-ignore
  });

  it("stops at an instance that does not come back, leaving the next one alone", async () => {
    const server = createServer((_req, res) => {
      res.statusCode = 503;
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    servers.push(server);
    const port = (server.address() as AddressInfo).port;
    const restarted: string[] = [];
    await expect(
      rollingRestart({
        instances: [
          { name: "a", port },
          { name: "b", port: port + 1 },
        ],
        healthTimeoutMs: 600,
        restart: ({ name }) => {
          restarted.push(name);
        },
      }),
    ).rejects.toThrow(/did not answer 200/);
    expect(restarted).toEqual(["a"]);
  });
});

describe("installRelease", () => {
  it("copies each build under its id, switches current to it, keeps the newest releases", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "deploy-release-"));
    const home = path.join(dir, "opt");
    const ids = ["b1", "b2", "b3", "b4"];
    for (const [i, id] of ids.entries()) {
      const build = path.join(dir, `build-${id}`);
      mkdirSync(path.join(build, ".next"), { recursive: true });
      writeFileSync(path.join(build, ".next/BUILD_ID"), id);
      writeFileSync(path.join(build, "server.js"), `// ${id}`);
      const release = installRelease({ standalone: build, home });
      expect(release.buildId).toBe(id);
      expect(realpathSync(path.join(home, "current"))).toBe(realpathSync(path.join(home, "releases", id)));
      expect(readFileSync(path.join(home, "current/server.js"), "utf8")).toBe(`// ${id}`);
      // Distinct ages, as releases a deploy apart have.
      utimesSync(path.join(home, "releases", id), 1_000 + i, 1_000 + i);
    }
    expect(readdirSync(path.join(home, "releases")).sort()).toEqual(ids.slice(-KEEP_RELEASES));
    rmSync(dir, { recursive: true, force: true });
  });
});
