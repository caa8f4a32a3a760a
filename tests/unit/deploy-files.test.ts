import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { HUB_IDS, HUBS } from "@/lib/hubs/registry";
import { unitEnvironment } from "../support/systemd-unit";

/**
 * The deploy recipes as files. nginx and the standalone server run for real in tests/e2e/deploy-nginx.spec.ts;
 * systemd and Docker cannot run on the test machine, so their files are read here for what docs/deploy.md
 * promises. docs/deploy.md names every file under deploy/ and the command that tests it.
 */
const read = (file: string) => readFileSync(file, "utf8");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("deploy/", () => {
  it("the systemd unit binds loopback, restarts on failure and may write DATA_DIR only", () => {
    const unit = read("deploy/systemd/marque.service");
    const env = unitEnvironment("marque.service");
    expect(env.HOSTNAME).toBe("127.0.0.1");
    expect(env.NODE_ENV).toBe("production");
    expect(unit).toMatch(/^EnvironmentFile=\/\S+$/m);
    expect(unit).toMatch(/^Restart=on-failure$/m);
    expect(unit).toMatch(/^NoNewPrivileges=true$/m);
    expect(unit).toMatch(/^ProtectSystem=strict$/m);
    expect([...unit.matchAll(/^ReadWritePaths=(.*)$/gm)].map((m) => m[1])).toEqual([env.DATA_DIR]);
    expect(unit).toMatch(/^User=(?!root)\w+$/m);
    expect(unit).toMatch(/^ExecStart=\S*node \S*server\.js$/m);
  });

  it("the Dockerfile builds in stages, runs the standalone server as a non-root user with a health check", () => {
    const docker = read("deploy/Dockerfile");
    const stages = [...docker.matchAll(/^FROM (\S+) AS (\w+)$/gm)];
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage[1]).toMatch(new RegExp(`^node:${read(".nvmrc").trim()}\\b`));
    expect(docker).toMatch(/^COPY --from=\w+ \/app\/\.next\/standalone \.\/$/m);
    expect(docker).toMatch(/^USER (?!root\b)\w+$/m);
    expect(docker).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health/m);
    expect(docker).toMatch(/^CMD \["node", "server\.js"\]$/m);
    expect(docker).toMatch(/HOSTNAME=0\.0\.0\.0/); // inside the container; published on 127.0.0.1 only
    expect(docker).toContain("-p 127.0.0.1:3000:3000");
  });

  it("nginx has one file per hub domain: HTTP and www. to the HTTPS apex, the shared proxy settings", () => {
    for (const id of HUB_IDS) {
      const domain = HUBS[id].domain;
      const conf = read(`deploy/nginx/${domain}.conf`);
      expect(conf).toContain(`server_name ${domain} www.${domain};`);
      expect(conf).toContain(`server_name www.${domain};`);
      expect(conf.match(/return 301 https:\/\/([^$]+)\$request_uri;/g)).toEqual([
        `return 301 https://${domain}$request_uri;`,
        `return 301 https://${domain}$request_uri;`,
      ]);
      expect(conf.match(/listen 443 ssl/g)).toHaveLength(2);
      expect(conf).toContain("include /etc/nginx/snippets/marque-proxy.conf;");
    }
    const proxy = read("deploy/nginx/snippets/marque-proxy.conf");
    for (const line of [
      "proxy_set_header Host $host;",
      "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
      "proxy_set_header X-Forwarded-Proto $scheme;",
      "client_max_body_size 64k;",
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
    ])
      expect(proxy).toContain(line);
    expect(read("deploy/nginx/upstream.conf")).toMatch(/^\s*server 127\.0\.0\.1:3000 /m);
  });

  it("docs/deploy.md names every file under deploy/ and the command that tests it", () => {
    const section = read("docs/deploy.md");
    for (const file of filesUnder("deploy")) expect(section).toContain(`\`${file}\``);
    for (const test of [
      "tests/e2e/deploy-nginx.spec.ts",
      "tests/unit/deploy-files.test.ts",
      "tests/unit/vercel-cron.test.ts",
    ])
      expect(section).toContain(test);
  });
});

describe("Node", () => {
  it(".nvmrc names the LTS CI runs on, and engines (package.json and its lockfile) ask for that major", () => {
    const major = read(".nvmrc").trim();
    expect(major).toBe("24");
    expect(JSON.parse(read("package.json")).engines.node).toBe(`>=${major}`);
    expect(JSON.parse(read("package-lock.json")).packages[""].engines.node).toBe(`>=${major}`);
  });

  it(".ci/use-node.sh installs .nvmrc's Node from npm when the machine's is older, and puts it first on PATH", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "use-node-"));
    const bin = path.join(dir, "bin");
    mkdirSync(bin);
    // The machine: Node 20, and an npm that records its arguments and installs a stand-in node binary.
    writeFileSync(
      path.join(bin, "node"),
      `#!/bin/sh\ncase "$*" in *process.versions*) echo 20;; *) echo v20.20.2;; esac\n`,
    );
    writeFileSync(
      path.join(bin, "npm"),
      `#!/bin/sh\nif [ "$1" = "-v" ]; then echo 11.0.0; exit 0; fi\necho "$@" > "${dir}/npm-args"\n` +
        `mkdir -p "$3/node_modules/.bin"\nprintf '#!/bin/sh\\necho v24.21.0\\n' > "$3/node_modules/.bin/node"\n` +
        `chmod +x "$3/node_modules/.bin/node"\n`,
    );
    chmodSync(path.join(bin, "node"), 0o755);
    chmodSync(path.join(bin, "npm"), 0o755);
    const run = spawnSync("bash", ["-c", "set -euo pipefail; source .ci/use-node.sh; command -v node"], {
      env: {
        PATH: `${bin}:/usr/bin:/bin`,
        HOME: dir,
        NODE_INSTALL_DIR: path.join(dir, "node24"),
      } as unknown as NodeJS.ProcessEnv,
      encoding: "utf8",
    });
    expect(run.status).toBe(0);
    expect(read(path.join(dir, "npm-args")).trim()).toBe(
      `install --prefix ${path.join(dir, "node24")} --no-audit --no-fund --no-save node@24`,
    );
    expect(run.stdout).toContain("Node v24.21.0");
    expect(run.stdout.trim().split("\n").at(-1)).toBe(path.join(dir, "node24/node_modules/.bin/node"));
    rmSync(dir, { recursive: true, force: true });
  });

  it("the fresh-machine test command sets up Node, fails on an EBADENGINE warning, then runs npm test", () => {
    const script = read("scripts/test-fresh.sh");
    expect(script.indexOf("source .ci/use-node.sh")).toBeGreaterThan(-1);
    expect(script.indexOf("source .ci/use-node.sh")).toBeLessThan(script.indexOf("stage install npm_install"));
    expect(script).toMatch(/grep -q EBADENGINE/);
    expect(script.trim().split("\n").at(-1)).toMatch(/(^|\s)npm test$/);
  });

  it("installs the Debian packages in the background, and npm test waits for them just before integration", () => {
    expect(read("scripts/test-fresh.sh")).toMatch(/^\s*in_background packages apt_install$/m);
    const steps = read(".ci/test.sh");
    const packages = steps.indexOf("wait_for_background");
    expect(packages).toBeGreaterThan(steps.indexOf("stage build"));
    expect(packages).toBeLessThan(steps.indexOf("stage integration"));
  });

  it("runs a background stage while the run goes on; waiting shows its output, and its failure fails the run", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "background-"));
    // The background stage waits for the foreground's mark: were it run first, it would wait forever.
    const run = (background: string) =>
      spawnSync(
        "bash",
        [
          "-c",
          `set -euo pipefail; source .ci/stages.sh; slow() { ${background}; }; in_background packages slow; ` +
            `stage unit touch ${dir}/unit-ran; bash -c 'source .ci/stages.sh; wait_for_background'; ` +
            `echo after-the-wait; cut -f1,4 "$STAGES_FILE"`,
        ],
        { env: { ...process.env, STAGES_FILE: path.join(dir, "stages.tsv") }, encoding: "utf8", timeout: 30_000 },
      );
    const waitForUnit = `for _ in $(seq 200); do [ -e ${dir}/unit-ran ] && break; sleep 0.05; done; [ -e ${dir}/unit-ran ]`;
    const passed = run(`${waitForUnit}; echo packages-installed`);
    expect(passed.status).toBe(0);
    expect(passed.stdout).toMatch(/packages-installed[\s\S]*after-the-wait/);
    expect(passed.stdout.trim().split("\n").slice(-2).sort()).toEqual(["packages\tok", "unit\tok"]);
    const failed = run(`${waitForUnit}; echo no-mirror; exit 3`);
    expect(failed.status).not.toBe(0);
    expect(failed.stdout).toMatch(/no-mirror/);
    expect(failed.stdout).not.toMatch(/after-the-wait/);
    rmSync(dir, { recursive: true, force: true });
  });

  it("runs lanes at the same time, each lane's stages in order, and records every stage", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lanes-"));
    // Each lane waits for the other's mark: run one after the other, they would wait forever (the timeout ends it).
    const meet = (mine: string, other: string) =>
      `touch ${dir}/${mine}; for _ in $(seq 200); do [ -e ${dir}/${other} ] && break; sleep 0.05; done; [ -e ${dir}/${other} ]`;
    const run = spawnSync(
      "bash",
      [
        "-c",
        `set -euo pipefail; source .ci/stages.sh; a() { ${meet("a", "b")}; }; b() { ${meet("b", "a")}; }; ` +
          `lanes "stage a a && stage after true" "stage b b"; cut -f1,4 "$STAGES_FILE"`,
      ],
      { env: { ...process.env, STAGES_FILE: path.join(dir, "stages.tsv") }, encoding: "utf8", timeout: 30_000 },
    );
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split("\n").slice(-3).sort()).toEqual(["a\tok", "after\tok", "b\tok"]);
    rmSync(dir, { recursive: true, force: true });
  });

  it("installs every Debian package the tests drive, and not the full browser only the bench uses", () => {
    const script = read("scripts/test-fresh.sh");
    for (const pkg of ["chromium-headless-shell", "postgresql", "nginx", "spamassassin", "fonts-liberation"])
      expect(script).toMatch(new RegExp(`missing\\+=\\(${pkg}\\)`));
    expect(script).not.toMatch(/missing\+=\(chromium\)/);
  });

  it("is the README's test command, and the one .ci/run calls", () => {
    const pkg = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
    expect(pkg.scripts["test:fresh"]).toBe("bash scripts/test-fresh.sh");
    const twoCommands = read("README.md").split("## Two commands")[1].split("```")[1];
    expect(twoCommands).toMatch(/^npm run test:fresh\s/m);
    const ci = read(".ci/run")
      .split("\n")
      .filter((line) => line.trim() && !line.trim().startsWith("#"));
    expect(ci.at(-1)).toBe("exec npm run test:fresh");
  });
});
