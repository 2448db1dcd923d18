import { openDatabase } from "../../server/db/database.ts";
import { subscriberSubject } from "../../src/contract/consumption-history.ts";
import { BENCH_LOCATION, REGION, STAFF } from "../lib/env.ts";
import { login } from "../lib/http.ts";
import { sequential } from "../lib/load.ts";
import { type BenchResult, fromSamples } from "../lib/result.ts";

// Issue 32: a subscriber's case history, first page (50 rows, newest first) over the 5M-row audit log, for a
// subscriber with thousands of audit rows and one with a few. Their rows are made through the API (each
// look-up audits one), topped up to the counts below, so the large seed needs no re-seeding.

const SAMPLES = 300;
const SUBJECTS = [
  { label: "many rows", id: 10_000_001, email: "maria.lopez@correo.test", rows: 3_000 },
  { label: "few rows", id: 10_000_003, email: "juan.perez@correo.test", rows: 3 },
] as const;

async function rowsAbout(idUsuario: number): Promise<number> {
  const db = openDatabase(BENCH_LOCATION, { poolSize: 1 });
  try {
    const row = await db
      .selectFrom("logs")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("subject", "=", subscriberSubject(REGION, idUsuario))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await db.destroy();
  }
}

async function topUp(base: string, headers: Record<string, string>, email: string, missing: number) {
  const url = `${base}/services/consulta_consumo/user/byemail?email=${encodeURIComponent(email)}&region=${REGION}`;
  for (let i = 0; i < missing; i++) {
    const reply = await fetch(url, { headers });
    if (!reply.ok) throw new Error(`look-up answered ${reply.status}`);
    await reply.arrayBuffer();
  }
}

export async function caseHistory(bases: string[]): Promise<BenchResult[]> {
  const token = await login(bases[0], STAFF);
  const headers = { authorization: `Bearer ${token}` };
  const results: BenchResult[] = [];
  for (const subject of SUBJECTS) {
    const rows = await rowsAbout(subject.id);
    await topUp(bases[0], headers, subject.email, Math.max(0, subject.rows - rows));
    const path = `/services/consulta_consumo/user/history?id_usuario=${subject.id}&region=${REGION}&quantity=50`;
    const run = await sequential((i) => new URL(bases[i % bases.length] + path), headers, SAMPLES);
    results.push(
      fromSamples(
        `server: case history page 1, ${subject.label} (5M log rows)`,
        "ms",
        run.latencies,
        "p95 ≤ 50 ms",
        (f) => f.p95 <= 50 && run.errors === 0,
        { detail: { errors: run.errors, subjectRows: Math.max(rows, subject.rows) } },
      ),
    );
  }
  return results;
}
