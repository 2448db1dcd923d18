import { ADMIN, BENCH_TARGET, REGION, STAFF } from "../lib/env.ts";
import { login } from "../lib/http.ts";
import { closedLoad, sequential } from "../lib/load.ts";
import { type BenchResult, failed, fromSamples, single } from "../lib/result.ts";
import { sampleEmails } from "../lib/seed-samples.ts";
import { p95 } from "../lib/stats.ts";
import { aguDirectory } from "./agu-directory.ts";
import { caseHistory } from "./case-history.ts";

const LOG_ROWS_DEEP = 4_900_000;
const SAMPLES = 300;

/** Request i goes to replica i mod n: sequential calls alternate over the replicas. */
const dealt = (bases: string[], path: (i: number) => string) => (i: number) =>
  new URL(bases[i % bases.length] + path(i));

async function logPages(bases: string[]): Promise<BenchResult[]> {
  const token = await login(bases[0], ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  const page = (from: number, sort = "") =>
    dealt(bases, () => `/services/logs/log?draw=1&rpp=25&from=${from}${sort}&region=${REGION}`);
  const first = await sequential(page(0), headers, SAMPLES);
  const deep = await sequential(page(LOG_ROWS_DEEP), headers, SAMPLES);
  const userDeep = await sequential(page(LOG_ROWS_DEEP, "&sort_field=user&sort_order=asc"), headers, 30, 3);
  const firstP95 = p95(first.latencies);
  const errors = first.errors + deep.errors;
  return [
    fromSamples(
      "server: log page 1 (5M rows)",
      "ms",
      first.latencies,
      "p95 ≤ 20 ms",
      (f) => f.p95 <= 20 && errors === 0,
      { detail: { errors: first.errors } },
    ),
    fromSamples(
      "server: log page at 4,900,000",
      "ms",
      deep.latencies,
      "p95 ≤ 1.5× page 1 p95",
      (f) => f.ratio !== undefined && f.ratio <= 1.5 && errors === 0,
      {
        ratio: Math.round((p95(deep.latencies) / firstP95) * 100) / 100,
        detail: {
          errors: deep.errors,
          vsPage1: "ratio = deep p95 ÷ page-1 p95",
          userSortDeepP95Ms: Math.round(p95(userDeep.latencies) * 10) / 10,
        },
      },
    ),
  ];
}

async function subscriberLookup(bases: string[]): Promise<BenchResult[]> {
  const token = await login(bases[0], STAFF);
  const headers = { authorization: `Bearer ${token}` };
  const emails = await sampleEmails(SAMPLES, REGION);
  const path = (i: number) =>
    `/services/consulta_consumo/user/byemail?email=${encodeURIComponent(emails[i % emails.length])}&region=${REGION}`;
  const lookup = dealt(bases, path);
  const single1 = await sequential(lookup, headers, SAMPLES);
  const everyReplica = bases.map((base) => new URL(base + path(0)));
  await closedLoad(everyReplica, headers, { clients: 50, seconds: 2 }); // warm-up: JIT, connections
  const load = await closedLoad(everyReplica, headers, { clients: 50, seconds: 10 });
  return [
    fromSamples(
      "server: subscriber by e-mail (1M users)",
      "ms",
      single1.latencies,
      "p95 ≤ 5 ms",
      (f) => f.p95 <= 5 && single1.errors === 0,
      { detail: { errors: single1.errors } },
    ),
    single(
      "server: by e-mail, 50 concurrent clients, 10 s",
      "req/s",
      load.perSecond,
      "≥ 3,000 req/s, 0 errors",
      load.perSecond >= 3000 && load.errors === 0,
      {
        requests: load.requests,
        errors: load.errors,
        latencyP95Ms: Math.round(p95(load.latencies) * 10) / 10,
      },
    ),
  ];
}

/** Server figures over every replica's base URL (one unless BENCH_REPLICAS), named with the target. */
export async function serverSuite(bases: string[]): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  try {
    results.push(...(await logPages(bases)));
  } catch (error) {
    results.push(failed("server: log pages", "ms", "p95 ≤ 20 ms; deep ≤ 1.5×", error));
  }
  try {
    results.push(...(await subscriberLookup(bases)));
  } catch (error) {
    results.push(failed("server: subscriber by e-mail", "ms", "p95 ≤ 5 ms; ≥ 3,000 req/s", error));
  }
  try {
    results.push(...(await caseHistory(bases)));
  } catch (error) {
    results.push(failed("server: case history", "ms", "p95 ≤ 50 ms", error));
  }
  try {
    results.push(...(await aguDirectory(bases)));
  } catch (error) {
    results.push(failed("server: AGU directory", "ms", "p95 ≤ 60 ms; deep ≤ 250 ms", error));
  }
  return results.map((result) => ({ ...result, name: result.name + BENCH_TARGET }));
}

/** The case-history figures alone (`npm run bench -- case-history`), named with the target like the rest. */
export async function caseHistoryFigures(bases: string[]): Promise<BenchResult[]> {
  const results = await caseHistory(bases);
  return results.map((result) => ({ ...result, name: result.name + BENCH_TARGET }));
}
