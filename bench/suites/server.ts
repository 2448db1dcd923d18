import Database from "better-sqlite3";
import { ADMIN, BENCH_DB, REGION, STAFF } from "../lib/env.ts";
import { login } from "../lib/http.ts";
import { closedLoad, sequential } from "../lib/load.ts";
import { type BenchResult, failed, fromSamples, single } from "../lib/result.ts";
import { p95 } from "../lib/stats.ts";
import { aguDirectory } from "./agu-directory.ts";

const LOG_ROWS_DEEP = 4_900_000;
const SAMPLES = 300;

/** E-mails of real end users of the region, spread over the table (not one hot row). */
function sampleEmails(count: number): string[] {
  const db = new Database(BENCH_DB, { readonly: true });
  try {
    const max = (db.prepare("select max(id_usuario) as m from end_users").get() as { m: number }).m;
    const min = (db.prepare("select min(id_usuario) as m from end_users").get() as { m: number }).m;
    const pick = db.prepare("select email from end_users where id_usuario >= ? and region = ? limit 1");
    const emails: string[] = [];
    for (let i = 0; i < count; i++) {
      const row = pick.get(min + Math.floor(((max - min) * (i + 0.5)) / count), REGION) as
        | { email: string }
        | undefined;
      if (row) emails.push(row.email);
    }
    return emails;
  } finally {
    db.close();
  }
}

async function logPages(base: string): Promise<BenchResult[]> {
  const token = await login(base, ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  const page = (from: number, sort = "") =>
    new URL(`${base}/services/logs/log?draw=1&rpp=25&from=${from}${sort}&region=${REGION}`);
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

async function subscriberLookup(base: string): Promise<BenchResult[]> {
  const token = await login(base, STAFF);
  const headers = { authorization: `Bearer ${token}` };
  const emails = sampleEmails(SAMPLES);
  const lookup = (i: number) =>
    new URL(
      `${base}/services/consulta_consumo/user/byemail?email=${encodeURIComponent(emails[i % emails.length])}&region=${REGION}`,
    );
  const single1 = await sequential(lookup, headers, SAMPLES);
  await closedLoad(lookup(0), headers, { clients: 50, seconds: 2 }); // warm-up: JIT, connections
  const load = await closedLoad(lookup(0), headers, { clients: 50, seconds: 10 });
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

export async function serverSuite(base: string): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  try {
    results.push(...(await logPages(base)));
  } catch (error) {
    results.push(failed("server: log pages", "ms", "p95 ≤ 20 ms; deep ≤ 1.5×", error));
  }
  try {
    results.push(...(await subscriberLookup(base)));
  } catch (error) {
    results.push(failed("server: subscriber by e-mail", "ms", "p95 ≤ 5 ms; ≥ 3,000 req/s", error));
  }
  try {
    results.push(...(await aguDirectory(base)));
  } catch (error) {
    results.push(failed("server: AGU directory", "ms", "p95 ≤ 60 ms; deep ≤ 250 ms", error));
  }
  return results;
}
