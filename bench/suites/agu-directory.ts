import { ADMIN } from "../lib/env.ts";
import { login } from "../lib/http.ts";
import { sequential } from "../lib/load.ts";
import { type BenchResult, fromSamples } from "../lib/result.ts";

// The AGU directory over the large seed's 1,000,000 end users: a first page, a deep page (read from the other
// end past the middle), and the searches an agent types (name prefix, phone digits), sequential over keep-alive.
const SAMPLES = 100;
const DEEP = 900_000;
const NAMES = ["mar", "jose", "ana l", "luis h", "carmen", "fer"];
const PHONES = ["5512", "3398", "8170", "2211", "6645"];

export async function aguDirectory(bases: string[]): Promise<BenchResult[]> {
  const token = await login(bases[0], ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  // Requests are dealt over the replicas, as the other server figures are.
  const page = (query: string, i = 0) =>
    new URL(`${bases[i % bases.length]}/services/clients/users?draw=1&quantity=100&${query}`);
  const first = await sequential((i) => page("from=0", i), headers, SAMPLES);
  const deep = await sequential((i) => page(`from=${DEEP}&sort_field=email`, i), headers, SAMPLES);
  const names = await sequential(
    (i) => page(`search=${encodeURIComponent(NAMES[i % NAMES.length])}&by=name`, i),
    headers,
    SAMPLES,
  );
  const phones = await sequential(
    (i) => page(`search=${PHONES[i % PHONES.length]}&by=phone`, i),
    headers,
    SAMPLES,
  );
  const measure = (name: string, run: typeof first, target: string, limit: number) =>
    fromSamples(name, "ms", run.latencies, target, (f) => f.p95 <= limit && run.errors === 0, {
      detail: { errors: run.errors },
    });
  return [
    measure("server: AGU directory page 1 (1M users)", first, "p95 ≤ 60 ms", 60),
    measure("server: AGU directory by e-mail at 900,000", deep, "p95 ≤ 250 ms", 250),
    measure("server: AGU name prefix search", names, "p95 ≤ 60 ms", 60),
    measure("server: AGU phone digits search", phones, "p95 ≤ 60 ms", 60),
  ];
}
