import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import rootPackage from "../package.json" with { type: "json" };
import { releaseScripts } from "./release.mjs";

/**
 * The Dockerfile, compose.yaml and the Caddyfile wrap the release artefact and nothing else: the container runs the
 * artefact's own commands, so what the release test proves (scripts/release.test.ts) is what the image runs.
 * No Docker daemon is needed: these read the files.
 */
const root = join(import.meta.dirname, "..");
const dockerfile = readFileSync(join(root, "Dockerfile"), "utf8");
const compose = readFileSync(join(root, "compose.yaml"), "utf8");
const caddyfile = readFileSync(join(root, "Caddyfile"), "utf8");

/** The instructions of the last stage (the image that runs), continuation lines joined. */
const runStage =
  dockerfile
    .replace(/\\\n\s*/g, " ")
    .split(/^FROM /m)
    .at(-1)
    ?.split("\n")
    .filter((line) => /^[A-Z]+ /.test(line)) ?? [];
const instruction = (name: string) => runStage.filter((line) => line.startsWith(`${name} `));

describe("the Dockerfile", () => {
  it("builds and runs on the Node major version CI tests (.ci/run)", () => {
    const ciMajor = /"\$machine_major" != "(\d+)"/.exec(readFileSync(join(root, ".ci/run"), "utf8"))?.[1];
    expect(ciMajor).toBeDefined();
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(bases).toEqual([`node:${ciMajor}-bookworm-slim`, `node:${ciMajor}-bookworm-slim`]);
  });

  it("builds the release artefact in a build stage and installs it with production dependencies only", () => {
    expect(dockerfile).toMatch(/^FROM \S+ AS build$/m);
    expect(dockerfile).toMatch(/^RUN npm run release -- --out \/release$/m);
    expect(instruction("COPY")).toEqual(["COPY --from=build /release ./"]);
    const installs = instruction("RUN").join("\n");
    expect(installs).toMatch(/npm ci --omit=dev /);
    expect(installs.match(/npm (ci|install)/g)).toEqual(["npm ci"]);
  });

  it("runs what the artefact's npm start runs, as a non-root user, on all interfaces", () => {
    const start = releaseScripts(rootPackage.scripts).start;
    const [cmd] = instruction("CMD");
    expect(JSON.parse(cmd?.slice("CMD ".length) ?? "null")).toEqual(start.split(" "));
    expect(instruction("USER")).toEqual(["USER node"]);
    const env = instruction("ENV").join(" ");
    expect(env).toMatch(/\bHOST=0\.0\.0\.0\b/);
    expect(env).toMatch(/\bNODE_ENV=production\b/);
  });

  it("checks health on /readyz and stops with SIGTERM, which the server drains on", () => {
    expect(instruction("HEALTHCHECK").join("")).toContain("/readyz");
    expect(instruction("STOPSIGNAL")).toEqual(["STOPSIGNAL SIGTERM"]);
  });
});

describe("compose.yaml and the Caddyfile", () => {
  /** The lines indented under a key at the given depth (its value), e.g. a service under `services:`. */
  const block = (key: string, indent: string) => {
    const match = new RegExp(`^${indent}${key}:.*\\n((?:${indent}  .*\\n|\\n)+)`, "m").exec(compose);
    return match?.[1] ?? "";
  };
  const service = (name: string) => block(name, "  ");
  const instances = [...compose.matchAll(/^ {2}(dugout-[a-z]+):$/gm)].map((match) => match[1] ?? "");
  /** An instance's settings as compose resolves them: the shared anchors merged in, then its own lines. */
  const instance = (name: string) => {
    const own = service(name);
    expect(own).toMatch(/^ {4}<<: \*dugout$/m);
    expect(own).toMatch(/^ {4}environment:\n {6}<<: \*dugout-environment$/m);
    return block("x-dugout", "") + block("x-dugout-environment", "") + own;
  };
  const udpRange = (name: string) => {
    const own = service(name);
    const range = /REALTIME_SIM_UDP_PORTS: (\d+)-(\d+)$/m.exec(own);
    const published = [...own.matchAll(/^ {6}- "([^"]+)"$/gm)].map((match) => match[1]);
    // Host port = container port: the simulator announces the port it binds.
    expect(published).toEqual([`${range?.[1]}-${range?.[2]}:${range?.[1]}-${range?.[2]}/udp`]);
    return [Number(range?.[1]), Number(range?.[2])] as const;
  };

  it("runs two named Dugout instances from the Dockerfile, their shared settings written once", () => {
    expect(instances).toEqual(["dugout-a", "dugout-b"]);
    expect(compose.match(/build: \./g)).toEqual(["build: ."]);
    expect(compose.match(/TRUST_PROXY:/g)).toHaveLength(1);
  });

  it("runs each instance in production behind one trusted proxy, on one PostgreSQL and Redis", () => {
    for (const name of instances) {
      const settings = instance(name);
      expect(settings).toContain("build: .");
      expect(settings).toMatch(/NODE_ENV: production/);
      expect(settings).toMatch(/TRUST_PROXY: "true"/);
      expect(settings).toMatch(/APP_BASE_URL: https:\/\//);
      expect(settings).toMatch(/DATABASE_URL: postgres:\/\/.+@postgres:5432\/dugout/);
      expect(settings).toMatch(/REDIS_URL: redis:\/\/redis:6379/);
      expect(settings).toMatch(/postgres:\n\s+condition: service_healthy/);
      expect(settings).toMatch(/REALTIME_SIM_PUBLIC_ADDRESS: \$\{DUGOUT_PUBLIC_IP/);
      // HTTP only through Caddy: port 3000 is exposed to the compose network, never published.
      expect(settings).toMatch(/^ {2}expose:\n {4}- "3000"$/m);
      expect(settings).not.toMatch(/"\d+:3000"/);
    }
  });

  it("publishes a UDP range of its own for each instance's voice simulator", () => {
    const ranges = instances.map(udpRange).sort(([a], [b]) => a - b);
    for (const [index, [first, last]] of ranges.entries()) {
      expect(first).toBeLessThan(last);
      expect(first).toBeGreaterThan(ranges[index - 1]?.[1] ?? 1023);
    }
  });

  it("gives PostgreSQL and Redis health checks", () => {
    expect(service("postgres")).toMatch(/healthcheck:\n\s+test: \["CMD-SHELL", "pg_isready/);
    expect(service("redis")).toMatch(/healthcheck:\n\s+test: \["CMD", "redis-cli", "ping"\]/);
  });

  it("puts Caddy in front: TLS for DUGOUT_DOMAIN, every instance an upstream, health checked on /readyz", () => {
    const caddy = service("caddy");
    expect(caddy).toMatch(/image: caddy:2/);
    expect(caddy).toMatch(/"443:443"/);
    expect(caddy).toMatch(/^ {6}- \.\/Caddyfile:\/etc\/caddy\/Caddyfile:ro$/m);
    expect(caddy).toMatch(/^ {6}DUGOUT_DOMAIN: \$\{DUGOUT_DOMAIN/m);
    expect(caddyfile).toMatch(/^\{\$DUGOUT_DOMAIN\} \{$/m);
    const upstreams = /^\s*reverse_proxy (.+) \{$/m.exec(caddyfile)?.[1]?.split(" ");
    expect(upstreams).toEqual(instances.map((name) => `${name}:3000`));
    // Active: a draining instance answers /readyz with 503 and leaves rotation within its grace period.
    expect(caddyfile).toMatch(/^\s*health_uri \/readyz$/m);
    const interval = Number(/^\s*health_interval (\d+)s$/m.exec(caddyfile)?.[1]);
    expect(interval).toBeLessThan(10); // SHUTDOWN_GRACE_SECONDS' default
    // Passive: an instance that stops answering leaves at once; a request that never reached one is retried.
    expect(caddyfile).toMatch(/^\s*fail_duration \d+s$/m);
    expect(caddyfile).toMatch(/^\s*lb_try_duration \d+s$/m);
  });
});
