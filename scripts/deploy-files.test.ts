import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import rootPackage from "../package.json" with { type: "json" };
import { releaseScripts } from "./release.mjs";

/**
 * The Dockerfile and compose.yaml wrap the release artefact and nothing else: the container runs the
 * artefact's own commands, so what the release test proves (scripts/release.test.ts) is what the image runs.
 * No Docker daemon is needed: these read the files.
 */
const root = join(import.meta.dirname, "..");
const dockerfile = readFileSync(join(root, "Dockerfile"), "utf8");
const compose = readFileSync(join(root, "compose.yaml"), "utf8");

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

describe("compose.yaml", () => {
  const service = (name: string) => {
    const match = new RegExp(`^  ${name}:\\n((?: {4}.*\\n|\\n)+)`, "m").exec(compose);
    return match?.[1] ?? "";
  };

  it("runs Dugout from the Dockerfile in production behind one trusted proxy, on PostgreSQL and Redis", () => {
    const dugout = service("dugout");
    expect(dugout).toContain("build: .");
    expect(dugout).toMatch(/NODE_ENV: production/);
    expect(dugout).toMatch(/TRUST_PROXY: "true"/);
    expect(dugout).toMatch(/APP_BASE_URL: https:\/\//);
    expect(dugout).toMatch(/DATABASE_URL: postgres:\/\/.+@postgres:5432\/dugout/);
    expect(dugout).toMatch(/REDIS_URL: redis:\/\/redis:6379/);
    expect(dugout).toMatch(/postgres:\n\s+condition: service_healthy/);
    // HTTP only through Caddy; the voice simulator's UDP range published as is, and announced with it.
    const published = [...dugout.matchAll(/^ {6}- "([^"]+)"$/gm)].map((match) => match[1]);
    expect(published).toEqual(["3000", "40000-40100:40000-40100/udp"]);
    expect(dugout).toMatch(/^ {4}ports:\n {6}- "40000-40100:40000-40100\/udp"$/m);
    expect(dugout).toMatch(/REALTIME_SIM_UDP_PORTS: 40000-40100/);
    expect(dugout).toMatch(/REALTIME_SIM_PUBLIC_ADDRESS: \$\{DUGOUT_PUBLIC_IP/);
  });

  it("gives PostgreSQL and Redis health checks, and Caddy terminates TLS in front of Dugout", () => {
    expect(service("postgres")).toMatch(/healthcheck:\n\s+test: \["CMD-SHELL", "pg_isready/);
    expect(service("redis")).toMatch(/healthcheck:\n\s+test: \["CMD", "redis-cli", "ping"\]/);
    const caddy = service("caddy");
    expect(caddy).toMatch(/image: caddy:2/);
    expect(caddy).toContain('"reverse-proxy", "--from", "${DUGOUT_DOMAIN}", "--to", "dugout:3000"');
    expect(caddy).toMatch(/"443:443"/);
  });
});
