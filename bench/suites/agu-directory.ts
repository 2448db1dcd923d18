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

export async function aguDirectory(base: string): Promise<BenchResult[]> {
  const token = await login(base, ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  const page = (query: string) => new URL(`${base}/services/clients/users?draw=1&quantity=100&${query}`);
  const first = await sequential(page("from=0"), headers, SAMPLES);
  const deep = await sequential(page(`from=${DEEP}&sort_field=email`), headers, SAMPLES);
  const names = await sequential(
    (i) => page(`search=${encodeURIComponent(NAMES[i % NAMES.length])}&by=name`),
    headers,
    SAMPLES,
  );
  const phones = await sequential(
    (i) => page(`search=${PHONES[i % PHONES.length]}&by=phone`),
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
