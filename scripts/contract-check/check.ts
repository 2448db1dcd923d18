import { contractCalls, isRead } from "./contract.ts";
import { type Connection, signIn } from "./http.ts";
import { readChecker } from "./reads.ts";
import { TEXTS } from "./texts.ts";
import type { Verdict } from "./verdict.ts";
import { checkWrites } from "./writes.ts";

export type CheckOptions = Connection & { user: string; password: string; writes?: boolean };

/** Every call of the contract judged against the backend: the reads always, the covered writes on --writes. */
export async function runCheck(options: CheckOptions): Promise<Verdict[]> {
  const calls = await contractCalls();
  const { backend, verdict: login } = await signIn(options, options.user, options.password);
  const reads = await readChecker(backend, calls.filter(isRead)).verdicts();
  const others = calls.filter((decl) => !isRead(decl) && decl !== login.decl);
  const writes = options.writes
    ? await checkWrites(backend, others)
    : others.map((decl): Verdict => ({ decl, outcome: "notExercised", detail: TEXTS.writesNotAsked }));
  const byId = new Map([login, ...reads, ...writes].map((verdict) => [verdict.decl.operationId, verdict]));
  return calls.map((decl) => byId.get(decl.operationId) as Verdict);
}
