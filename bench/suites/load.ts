import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import type { AuthUser } from "../../src/contract/auth.ts";
import { filterCalls } from "../../src/contract/filters.ts";
import type { Filter } from "../../src/contract/filters-shapes.ts";
import { BENCH_TARGET, LOAD_PORT } from "../lib/env.ts";
import { signInAs } from "../lib/http.ts";
import { type Outcome, startOperators, type VirtualOperator } from "../lib/operators.ts";
import { startServerProcess } from "../lib/prepare.ts";
import type { Service } from "../lib/processes.ts";
import { type BenchResult, failed, fromSamples, single } from "../lib/result.ts";
import { activeStaff, sampleEmails } from "../lib/seed-samples.ts";
import { serviceRequest } from "../lib/services.ts";
import { p95, round, sleep } from "../lib/stats.ts";
import { faultFigures, type LoadTimeline, residentKb, steadyFigures } from "./load-figures.ts";
import { mayCall, operatorActions } from "./load-mix.ts";

// Load and faults (issue 30 item 6): BENCH_LOAD_OPERATORS seeded staff users (200) signed in through the real
// login call work the console's calls for BENCH_LOAD_SECONDS (60) on a server process of the suite's own; then
// that process is SIGKILLed and restarted on the same database and port while they go on working.

const OPERATORS = Number(process.env.BENCH_LOAD_OPERATORS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
/** Unmeasured start (JIT, caches, connections), and how long the operators go on once the server is back. */
const WARMUP_MS = Math.max(2, Math.round(SECONDS / 6)) * 1000;
const AFTER_BACK_MS = Math.max(5, Math.round(SECONDS / 6)) * 1000;
const EMAILS_PER_REGION = 50;
const SIGN_INS_AT_ONCE = 4;

const P95_LIMIT_MS = 100;
const RSS_GROWTH_LIMIT = 0.1;

const label = `${OPERATORS} operators, ${SECONDS} s`;

const rssKb = (pid: number) => residentKb(readFileSync(`/proc/${pid}/status`, "utf8"));

/** Signs every operator in through the real login call, a few at a time (argon2 is slow on purpose). */
async function signInAll(base: string): Promise<{ token: string; user: AuthUser }[]> {
  const staff = await activeStaff(OPERATORS);
  if (staff.length < OPERATORS)
    throw new Error(`the seed has ${staff.length} active staff users, ${OPERATORS} asked`);
  const sessions: { token: string; user: AuthUser }[] = [];
  for (let i = 0; i < staff.length; i += SIGN_INS_AT_ONCE)
    sessions.push(
      ...(await Promise.all(staff.slice(i, i + SIGN_INS_AT_ONCE).map((user) => signInAs(base, user)))),
    );
  return sessions;
}

/** The filters of an operator's own region and tenant (first page), read with their token. */
async function ownFilters(base: string, token: string): Promise<Filter[]> {
  const { path } = serviceRequest(filterCalls.listFilters);
  const response = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } });
  const envelope = (await response.json()) as { result?: { filters: Filter[] }[] };
  return envelope.result?.[0]?.filters ?? [];
}

/** Each operator with the actions their rules allow, over end users of their regions and a filter to save. */
async function virtualOperators(base: string): Promise<VirtualOperator[]> {
  const sessions = await signInAll(base);
  const regions = new Set(sessions.flatMap(({ user }) => user.regions.map((region) => region.name)));
  const emailsByRegion = new Map<string, string[]>();
  for (const region of regions) emailsByRegion.set(region, await sampleEmails(EMAILS_PER_REGION, region));
  const filtersByScope = new Map<string, Filter[]>();
  const operators: VirtualOperator[] = [];
  for (const [i, { token, user }] of sessions.entries()) {
    let savableFilter: Filter | undefined;
    if (mayCall(user, filterCalls.saveFilter)) {
      const scope = `${user.region}|${user.tenants[0]?.code ?? ""}`;
      if (!filtersByScope.has(scope)) filtersByScope.set(scope, await ownFilters(base, token));
      const filters = filtersByScope.get(scope) ?? [];
      savableFilter = filters[i % Math.max(1, filters.length)];
    }
    operators.push({ token, actions: operatorActions(user, { emailsByRegion, savableFilter }) });
  }
  return operators;
}

type Run = { outcomes: Outcome[]; timeline: LoadTimeline; rssAfterWarmupKb: number; rssAtEndKb: number };

/** The load, its memory readings, the kill and the restart; the restarted server is `server.current`. */
async function loadAndFault(server: { current: Service }, operators: VirtualOperator[]): Promise<Run> {
  const outcomes: Outcome[] = [];
  const load = startOperators(server.current.url, operators, outcomes);
  try {
    await sleep(WARMUP_MS);
    const rssAfterWarmupKb = rssKb(server.current.pid);
    const measureFrom = performance.now();
    await sleep(SECONDS * 1000);
    const measureTo = performance.now();
    const rssAtEndKb = rssKb(server.current.pid);
    const killedAt = performance.now();
    await server.current.kill();
    server.current = await startServerProcess(LOAD_PORT);
    const backAt = performance.now();
    await sleep(AFTER_BACK_MS);
    return { outcomes, timeline: { measureFrom, measureTo, killedAt, backAt }, rssAfterWarmupKb, rssAtEndKb };
  } finally {
    await load.stop();
  }
}

function results(run: Run, operators: number): BenchResult[] {
  const steady = steadyFigures(run.outcomes, run.timeline);
  const fault = faultFigures(run.outcomes, run.timeline);
  console.log(
    `bench: load: the server was down ${Math.round(fault.downMs)} ms; ${fault.failedWhileDown} of ` +
      `${fault.requestsWhileDown} requests failed meanwhile, ${fault.failedAfterBack} of ` +
      `${fault.requestsAfterBack} after it was back`,
  );
  const growth = (run.rssAtEndKb - run.rssAfterWarmupKb) / run.rssAfterWarmupKb;
  const loadAverage = round(loadavg()[0], 1);
  return [
    fromSamples(
      `load: ${label}, mixed calls`,
      "ms",
      steady.latencies,
      `p95 ≤ ${P95_LIMIT_MS} ms, 0 errors`,
      (f) => f.p95 <= P95_LIMIT_MS && steady.errors === 0,
      {
        detail: {
          operators,
          requests: steady.requests,
          errors: steady.errors,
          perSecond: round(steady.perSecond, 1),
          ...Object.fromEntries(
            Object.entries(steady.byAction).map(([name, f]) => [`p95Ms ${name} (${f.requests})`, f.p95]),
          ),
          failures: JSON.stringify(steady.failures),
          loadAverage,
        },
      },
    ),
    single(
      `load: ${label}, server RSS end vs after warm-up`,
      "%",
      growth * 100,
      `within ${RSS_GROWTH_LIMIT * 100} %`,
      Math.abs(growth) <= RSS_GROWTH_LIMIT,
      {
        rssAfterWarmupMb: round(run.rssAfterWarmupKb / 1024, 1),
        rssAtEndMb: round(run.rssAtEndKb / 1024, 1),
      },
    ),
    single(
      `load: ${label}, SIGKILL + restart, failed after back`,
      "requests",
      fault.failedAfterBack,
      "0 failed once the server answers its readiness call",
      fault.failedAfterBack === 0 && fault.requestsAfterBack > 0,
      {
        downMs: round(fault.downMs),
        requestsWhileDown: fault.requestsWhileDown,
        failedWhileDown: fault.failedWhileDown,
        failuresWhileDown: JSON.stringify(fault.failuresWhileDown),
        requestsAfterBack: fault.requestsAfterBack,
        latencyP95AfterBackMs: round(p95(afterBackLatencies(run)), 1),
        failuresAfterBack: JSON.stringify(fault.failuresAfterBack),
        loadAverage,
      },
    ),
  ];
}

const afterBackLatencies = (run: Run) =>
  run.outcomes.filter((o) => o.sentAt >= run.timeline.backAt).map((o) => o.endedAt - o.sentAt);

/** The load suite: its own server process on LOAD_PORT over the bench's database, stopped at the end. */
export async function loadSuite(): Promise<BenchResult[]> {
  const server = { current: await startServerProcess(LOAD_PORT) };
  try {
    const operators = await virtualOperators(server.current.url);
    const run = await loadAndFault(server, operators);
    return results(run, operators.length).map((result) => ({ ...result, name: result.name + BENCH_TARGET }));
  } catch (error) {
    return [failed(`load: ${label}`, "ms", `p95 ≤ ${P95_LIMIT_MS} ms, 0 errors, RSS flat, restart`, error)];
  } finally {
    await server.current.stop();
  }
}
