import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCheck } from "../../scripts/contract-check/check.ts";
import { runCli } from "../../scripts/contract-check/cli.ts";
import { contractCalls, isRead } from "../../scripts/contract-check/contract.ts";
import { READ_PLAN } from "../../scripts/contract-check/plan.ts";
import { failures, reportText } from "../../scripts/contract-check/report.ts";
import type { Verdict } from "../../scripts/contract-check/verdict.ts";
import { EXERCISED_WRITES } from "../../scripts/contract-check/writes.ts";
import { deviceIdOf } from "../../server/apa/seed.ts";
import { DEMO_PASSWORD } from "../../server/seed/demo-users.ts";
import { claimPort } from "../../server/startup-listener.ts";
import { countTables, createTestApp, type TestApp } from "./helpers.ts";

// The contract check (npm run contract:check) against the reference server over real HTTP, on a freshly seeded
// database: every read conforms, and so do the writes it exercises; an answer altered on the way is reported.

let t: TestApp;
let listener: Awaited<ReturnType<typeof claimPort>>;
let servicesUrl: string;
const admin = { user: "admin@adm.test", password: DEMO_PASSWORD };

beforeAll(async () => {
  t = await createTestApp();
  // The seed holds no bulk job: one queued, so that the job read has one to read.
  const queued = await t.call("POST", "/services/v1/apa/bulk", {
    token: await t.login(admin.user),
    body: {
      partition: "all",
      environment: "uat",
      type: "asset",
      description: "Masiva",
      device_ids: [deviceIdOf("web", 1)],
    },
  });
  expect(queued.http).toBe(201);
  listener = await claimPort(0);
  listener.serve(t.app.fetch);
  servicesUrl = `http://127.0.0.1:${listener.port}/services`;
});
afterAll(() => listener.close());

// A whole check is a hundred and some calls over HTTP: a few seconds, more on a machine busy with other runs.
const FULL_CHECK_MS = 60_000;

const outcomes = (verdicts: readonly Verdict[], keep: (verdict: Verdict) => boolean) =>
  verdicts.filter(keep).map(({ decl, outcome, detail }) => ({ call: decl.operationId, outcome, detail }));

type UsersAnswer = { result: { data: { user_id: unknown }[] } };

const answerOf = async (response: Response, change: (body: UsersAnswer) => void) => {
  const body = (await response.json()) as UsersAnswer;
  change(body);
  return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
};

/**
 * A backend that departs from the contract in two places: the users list answers the first user's id as text,
 * and the jobs list does not exist.
 */
const altered: typeof fetch = async (input, init) => {
  const path = new URL(String(input)).pathname;
  if (path === "/services/jobs") return new Response("Not Found", { status: 404 });
  const response = await fetch(input, init);
  if (path !== "/services/user") return response;
  return answerOf(response, (body) => {
    body.result.data[0].user_id = String(body.result.data[0].user_id);
  });
};

describe("the contract check of a backend", () => {
  it(
    "finds every read call of the reference server conforming, and the writes it exercises",
    async () => {
      const written = ["saved_workspaces", "dummy_roles"];
      const before = await countTables(t.db, written);
      const verdicts = await runCheck({ servicesUrl, ...admin, writes: true });
      // What the writes created they removed.
      expect(await countTables(t.db, written)).toEqual(before);
      expect(outcomes(verdicts, (v) => isRead(v.decl) && v.outcome !== "conforming")).toEqual([]);
      expect(verdicts.filter((v) => isRead(v.decl)).length).toBeGreaterThan(90);
      const exercised = (v: Verdict) => EXERCISED_WRITES.includes(v.decl.operationId);
      expect(outcomes(verdicts, exercised)).toEqual(
        [...EXERCISED_WRITES].sort().map((call) => ({ call, outcome: "conforming", detail: undefined })),
      );
      expect(failures(verdicts)).toBe(0);
    },
    FULL_CHECK_MS,
  );

  it(
    "reports a call whose answer differs with its first difference, and a call the backend lacks as missing",
    async () => {
      const verdicts = await runCheck({ servicesUrl, ...admin, fetch: altered });
      const userIdDiffers = "result.data[0].user_id: Invalid input: expected number, received string";
      expect(outcomes(verdicts, (v) => v.outcome !== "conforming" && isRead(v.decl))).toEqual([
        {
          call: "jobs.getJob",
          outcome: "notExercised",
          detail: "jobs.listJobs, which gives its input, did not conform",
        },
        { call: "jobs.listJobs", outcome: "missing", detail: "HTTP status: expected 200, received 404" },
        { call: "system.listUsers", outcome: "differing", detail: userIdDiffers },
      ]);
      const report = reportText(verdicts, "heading", []);
      expect(report).toMatch(/^system +\d+ +1 +0 +\d+$/m);
      expect(report).toMatch(/^jobs +\d+ +0 +1 +\d+$/m);
      expect(report).toContain(`Differing calls (first difference):\n  system.listUsers: ${userIdDiffers}\n`);
      expect(report).toContain("Missing calls:\n  jobs.listJobs: HTTP status: expected 200, received 404\n");
      expect(failures(verdicts)).toBe(2);
    },
    FULL_CHECK_MS,
  );

  it("plans only read calls of the contract, from read calls of the contract", async () => {
    const reads = new Set((await contractCalls()).filter(isRead).map((decl) => decl.operationId));
    const named = Object.entries(READ_PLAN).flatMap(([call, plan]) => [
      call,
      ...Object.values({ ...plan.params, ...plan.query }).flatMap((source) =>
        "from" in source ? [source.from] : [],
      ),
    ]);
    expect(named.filter((call) => !reads.has(call))).toEqual([]);
  });

  it(
    "runs as npm run contract:check: the table, exit code 0 when every exercised call conforms",
    async () => {
      const printed: string[] = [];
      const output = {
        log: (text: string) => printed.push(text),
        error: (text: string) => printed.push(text),
      };
      const code = await runCli([servicesUrl, "--user", admin.user, "--password", admin.password], output);
      expect(code).toBe(0);
      expect(printed.join("\n")).toMatch(/^module +conforming +differing +missing +not exercised$/m);
      expect(printed.join("\n")).toMatch(/writes not asked \(--writes\): .*workspaces\.saveWorkspace/);
      expect(printed.at(-1)).toMatch(/Every exercised call conforms\.$/);
    },
    FULL_CHECK_MS,
  );

  it("stops with exit code 2 when it cannot sign in or is not told where and as whom", async () => {
    const printed: string[] = [];
    const output = { log: (text: string) => printed.push(text), error: (text: string) => printed.push(text) };
    expect(await runCli([servicesUrl, "--user", admin.user, "--password", "wrong"], output)).toBe(2);
    expect(printed.pop()).toMatch(/^Sign-in refused: .*auth_invalid_login/);
    expect(await runCli([servicesUrl, "--user", admin.user], output)).toBe(2);
    expect(printed.pop()).toMatch(/^Missing --password\.\nUsage: npm run contract:check/);
  });
});
