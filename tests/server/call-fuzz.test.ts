import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { SERVER_MODULES } from "../../server/modules.ts";
import { errorsOf } from "../../src/contract/define.ts";
import { ERROR_STATUS, type ErrorCode } from "../../src/contract/errors.ts";
import { type BadInput, badInputs } from "./generated/bad-inputs.ts";
import {
  acceptedBySchemas,
  type CallInput,
  isMutating,
  mountedRoutes,
  type RouteCase,
  send,
  validInput,
} from "./generated/calls.ts";
import { installWriteJournal, journalMark, tableChecksums, writesSince } from "./generated/db-watch.ts";
import { copyTestApp, createTestApp, type Snapshot, snapshotOf } from "./helpers.ts";

// Generated fuzzing (issue 12 item 7): fast-check properties over every call with a POST, PUT or DELETE
// route, made by root (so that nothing stops at the access layer). Whatever the input, the answer is never a
// 5xx; a refusal is a 4xx (or a declared business refusal) in the envelope with a declared code; a refused
// call writes nothing (write journal per case, table checksums per run); no key reaches Object.prototype.
// An accepted input (valid after all) continues on a fresh copy of the database.
// ADM_FUZZ_RUNS sets the inputs per route (README, Testing): a few by default, 1000 in the full run.

const RUNS = Number(process.env.ADM_FUZZ_RUNS ?? 15);
const routes = mountedRoutes(SERVER_MODULES).filter((route) => route.decl.methods.some(isMutating));

let template: Snapshot;
let token: string;
let cleanSums: Record<string, string>;
const figures = {
  routes: 0,
  /** Routes whose valid input writes nothing: for them an unknown id may match nothing. */
  searches: 0,
  cases: 0,
  accepted: 0,
  refused: 0,
  unexpected2xx: 0,
  fiveHundreds: 0,
  writesAfterRefusal: 0,
};

beforeAll(async () => {
  const t = await createTestApp({ scale: "small", logs: 100 });
  token = await t.login("admin@adm.test");
  installWriteJournal(t.db);
  cleanSums = tableChecksums(t.db);
  template = snapshotOf(t);
});

const isBusinessRefusal = (code: string) => ERROR_STATUS[code as ErrorCode] === 200;

/** What is wrong with one answer, or null. */
function problemOf(route: RouteCase, http: number, code: unknown, wrote: string[]): string | null {
  if (http >= 500) return `answered ${http} ${String(code)}`;
  if (code === null || code === undefined)
    return http < 300 ? null : `answered ${http} without an envelope code`;
  if (typeof code !== "string" || !(errorsOf(route.decl) as string[]).concat("not_found").includes(code))
    return `answered an undeclared code ${String(code)}`;
  if (!(http >= 400 && http < 500) && !(http === 200 && isBusinessRefusal(code)))
    return `refused with ${http} ${code}`;
  return wrote.length > 0 ? `refused (${http} ${code}) but wrote ${wrote.join(", ")}` : null;
}

/** A call whose valid input is accepted and writes nothing is a search (a list sent by POST, a check). */
async function isSearch(route: RouteCase, valid: CallInput): Promise<boolean> {
  const app = copyTestApp(template);
  const mark = journalMark(app.db);
  const answer = await send(app.app, route, valid, { token });
  const refused = answer.envelope?.error !== null && answer.envelope?.error !== undefined;
  return !refused && answer.http < 300 && writesSince(app.db, mark).length === 0;
}

async function fuzzRoute(route: RouteCase): Promise<void> {
  const valid = validInput(route);
  let app = copyTestApp(template);
  let dirty = false;
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).length;
  const search = await isSearch(route, valid);
  if (search) figures.searches += 1;
  await fc.assert(
    fc.asyncProperty(badInputs(route, valid), async (bad: BadInput) => {
      if (dirty) app = copyTestApp(template);
      dirty = false;
      const mark = journalMark(app.db);
      const answer = await send(app.app, route, bad.input, {
        token,
        rawBody: bad.rawBody,
        contentType: bad.contentType,
      });
      const wrote = writesSince(app.db, mark);
      const code = answer.envelope?.error;
      const refused = code !== null && code !== undefined;
      figures.cases += 1;
      figures[refused ? "refused" : "accepted"] += 1;
      if (answer.http >= 500) figures.fiveHundreds += 1;
      if (refused && wrote.length > 0) figures.writesAfterRefusal += 1;
      // An accepted input that wrote leaves another state: the next input starts from the template again.
      dirty = !refused && wrote.length > 0;
      // Input the declaration's own schemas refuse must be refused, as must the always-bad kinds, and an
      // unknown id by a call that writes (a search sent by POST may match nothing).
      const mustRefuse =
        bad.mustRefuse ||
        (bad.unknownId === true && !search) ||
        (bad.rawBody === undefined && !acceptedBySchemas(route, bad.input));
      if (mustRefuse && !refused) figures.unexpected2xx += 1;
      const problem =
        mustRefuse && !refused
          ? `accepted (${answer.http}) a bad input`
          : problemOf(route, answer.http, code, refused ? wrote : []);
      expect(problem, `${route.name} · ${bad.kind}`).toBeNull();
      expect(Object.getOwnPropertyNames(Object.prototype)).toHaveLength(prototypeKeys);
      expect(({} as Record<string, unknown>).root).toBeUndefined();
    }),
    { numRuns: RUNS, seed: Number(process.env.ADM_FUZZ_SEED ?? Date.now() % 2 ** 31) },
  );
  // The copy that refused everything since it was made holds exactly the template's rows.
  if (!dirty) expect(tableChecksums(app.db)).toEqual(cleanSums);
  figures.routes += 1;
}

describe("generated fuzzing of every mutating call", () => {
  it("covers every route of a call that writes", () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  for (const route of routes) {
    it(`${route.name}: never a 5xx, refusals in the envelope with a declared code and without writes`, async () => {
      await fuzzRoute(route);
    }, 600_000);
  }

  it("reports its figures", () => {
    console.info(`fuzzing (${RUNS} per route): ${JSON.stringify(figures)}`);
    expect(figures.routes).toBe(routes.length);
    expect(figures.unexpected2xx + figures.fiveHundreds + figures.writesAfterRefusal).toBe(0);
  });
});
