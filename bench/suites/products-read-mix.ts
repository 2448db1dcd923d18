import { ADMIN, REGION } from "../lib/env.ts";
import { login } from "../lib/http.ts";
import { closedLoad } from "../lib/load.ts";
import { type BenchResult, single } from "../lib/result.ts";
import { sampleEmails } from "../lib/seed-samples.ts";
import { p95 } from "../lib/stats.ts";

// Issue 30 item 4: the product list inside a read mix. 50 keep-alive connections are dealt round-robin over
// three reads the console sends all day (a subscriber by e-mail, the log's first page, the product list's
// first page as the screen asks it, without If-None-Match), so a third of them hammer the product list. Before
// the list was slimmed, this mix fell from 1,389 req/s (p95 80 ms) without the product list to 78 req/s.

const CLIENTS = 50;
const MIN_PER_SECOND = 1000;
const P95_LIMIT_MS = 100;

export async function productListReadMix(base: string): Promise<BenchResult> {
  const token = await login(base, ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  const [email] = await sampleEmails(1, REGION);
  const reads = [
    `/services/consulta_consumo/user/byemail?email=${encodeURIComponent(email)}&region=${REGION}`,
    `/services/logs/log?draw=1&rpp=25&from=0&region=${REGION}`,
    "/services/products/families?from=0&quantity=5",
  ].map((path) => new URL(base + path));
  await closedLoad(reads, headers, { clients: CLIENTS, seconds: 2 }); // warm-up: JIT, connections
  const load = await closedLoad(reads, headers, { clients: CLIENTS, seconds: 10 });
  const latencyP95 = p95(load.latencies);
  return single(
    "server: read mix with the product list, 50 connections, 10 s",
    "req/s",
    load.perSecond,
    `≥ ${MIN_PER_SECOND.toLocaleString("en")} req/s, p95 ≤ ${P95_LIMIT_MS} ms, 0 errors`,
    load.perSecond >= MIN_PER_SECOND && latencyP95 <= P95_LIMIT_MS && load.errors === 0,
    { requests: load.requests, errors: load.errors, latencyP95Ms: Math.round(latencyP95 * 10) / 10 },
  );
}
