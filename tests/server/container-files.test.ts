import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// No container engine on the test machines: what can be checked of Dockerfile and compose.yaml by reading them.
// That the compiled server starts and answers is compiled-server.test.ts's.

const dockerfile = readFileSync("Dockerfile", "utf8").replace(/\\\n\s*/g, " ");
const compose = readFileSync("compose.yaml", "utf8");
const buildServer = (JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<string, string>)[
  "build:server"
];

/** The Dockerfile's stages, each from its FROM line, without comments. */
const stages = dockerfile
  .split("\n")
  .filter((line) => !line.trimStart().startsWith("#"))
  .join("\n")
  .split(/^(?=FROM )/m)
  .filter((stage) => stage.startsWith("FROM "));
const runtime = stages.at(-1) ?? "";
const instructions = (stage: string, name: string) =>
  stage.split("\n").filter((line) => line.startsWith(`${name} `));

describe("Dockerfile", () => {
  it("builds in one stage and runs from another", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages[0]).toMatch(/^FROM \S+ AS build/);
  });

  it("builds the console with public/ (the dummy artists file) and compiles the server ahead of time", () => {
    const build = stages[0];
    expect(instructions(build, "COPY")).toContain("COPY public public");
    expect(build).toMatch(/RUN npm ci\b/);
    expect(build).toMatch(/npm run build\b.*npm run build:server/);
    const output = buildServer.split(" ").at(-1);
    expect(instructions(runtime, "COPY")).toContain(`COPY --from=build /app/${output} server`);
  });

  it("runs the compiled server with plain node, no npm install and no TypeScript runner", () => {
    expect(instructions(runtime, "CMD")).toEqual(['CMD ["node", "server/main.mjs"]']);
    expect(runtime).not.toMatch(/tsx|npm (ci|install)/);
  });

  it("runs as an unprivileged user and has a health check", () => {
    const users = instructions(runtime, "USER");
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^USER (root|0)(:|$)/);
    expect(instructions(runtime, "HEALTHCHECK")).toHaveLength(1);
  });
});

describe("compose.yaml", () => {
  it("builds the replicas from the Dockerfile (no inline image)", () => {
    expect(compose).toMatch(/^\s+dockerfile: Dockerfile$/m);
    expect(compose).not.toMatch(/dockerfile_inline/);
  });

  it("runs two replicas of it behind the balancer, on PostgreSQL", () => {
    const replicas = [...compose.matchAll(/^ {2}([\w-]+): \*replica$/gm)].map((match) => match[1]);
    expect(replicas).toHaveLength(2);
    for (const replica of replicas) expect(compose).toMatch(new RegExp(`^\\s+server ${replica}:8080;$`, "m"));
    expect(compose).toMatch(/^ {2}postgres:\n(?: {4}.*\n)*? {4}image: postgres:\d+/m);
    expect(compose).toMatch(/^\s+DATABASE_URL: postgres:\/\/\S+@postgres:5432\/\S+$/m);
    expect(compose).toMatch(/^ {2}balancer:\n(?: {4}.*\n)*? {4}image: nginx:/m);
  });
});
