import type { CallDecl } from "../../src/contract/define.ts";
import { exampleOf } from "../../src/contract/testing/examples.ts";
import type { Backend, CallInput } from "./http.ts";
import { type CallPlan, READ_PLAN, type Source, valueAt } from "./plan.ts";
import { TEXTS } from "./texts.ts";
import { judge, type Verdict } from "./verdict.ts";

// The read calls, each with the minimal input its schemas accept (query and body) and the ids the plan finds in
// other answers.

type Exercised = { verdict: Verdict; result?: unknown };

const resultOf = (json: unknown) =>
  typeof json === "object" && json !== null && "result" in json ? json.result : json;

/** Runs one call and judges it; a network failure is a difference too (the backend must answer). */
export async function exercise(backend: Backend, decl: CallDecl, input: CallInput): Promise<Exercised> {
  try {
    const answer = await backend.call(decl, input);
    return { verdict: judge(decl, answer), result: resultOf(answer.json) };
  } catch (error) {
    return { verdict: { decl, outcome: "differing", detail: TEXTS.noAnswer(String(error)) } };
  }
}

const notExercised = (decl: CallDecl, detail: string): Exercised => ({
  verdict: { decl, outcome: "notExercised", detail },
});

export function readChecker(backend: Backend, calls: readonly CallDecl[], plan = READ_PLAN) {
  const byId = new Map(calls.map((decl) => [decl.operationId, decl]));
  const runs = new Map<string, Promise<Exercised>>();

  const run = (decl: CallDecl): Promise<Exercised> => {
    const known = runs.get(decl.operationId);
    if (known) return known;
    const started = inputFor(decl, plan[decl.operationId] ?? {}).then((input) =>
      typeof input === "string" ? notExercised(decl, input) : exercise(backend, decl, input),
    );
    runs.set(decl.operationId, started);
    return started;
  };

  /** The value a source gives, or why there is none. */
  async function resolve(name: string, source: Source): Promise<{ value: unknown } | string> {
    if ("value" in source) return { value: source.value };
    const from = byId.get(source.from);
    if (!from) throw new Error(`plan.ts: ${source.from} is no call of the contract`);
    const given = await run(from);
    const value = valueAt(given.result, source.at);
    if (value !== undefined) return { value };
    return given.verdict.outcome === "conforming"
      ? TEXTS.noValueFound(name, source.from)
      : TEXTS.sourceFailed(source.from, given.verdict.outcome);
  }

  async function part(
    names: readonly string[],
    sources: Record<string, Source> = {},
    base: Record<string, unknown> = {},
  ): Promise<Record<string, unknown> | string> {
    const values: Record<string, unknown> = { ...base };
    for (const name of names) {
      const source = sources[name];
      if (!source) return TEXTS.noSourceDeclared(name);
      const found = await resolve(name, source);
      if (typeof found === "string") return found;
      values[name] = found.value;
    }
    return values;
  }

  /** Path parameters all from the plan; the query's required fields from its schema, the plan's where it says. */
  async function inputFor(decl: CallDecl, callPlan: CallPlan): Promise<CallInput | string> {
    const params = await part(Object.keys(decl.params?.shape ?? {}), callPlan.params);
    if (typeof params === "string") return params;
    const minimal = (decl.query ? exampleOf(decl.query) : {}) as Record<string, unknown>;
    const query = await part(Object.keys(callPlan.query ?? {}), callPlan.query, minimal);
    if (typeof query === "string") return query;
    return { params, query, body: decl.body ? exampleOf(decl.body) : undefined };
  }

  /** Every call's verdict, one call at a time (a source runs once, when first needed). */
  async function verdicts(): Promise<Verdict[]> {
    const all: Verdict[] = [];
    for (const decl of calls) all.push((await run(decl)).verdict);
    return all;
  }

  return { verdicts };
}
