import type { Outcome } from "./verdict.ts";

// Every text the contract check prints (an operators' tool: English), in one place.

const shown = (value: unknown) => JSON.stringify(value) ?? String(value);

export const TEXTS = {
  usage:
    "Usage: npm run contract:check -- <services URL> --user <e-mail> --password <password> " +
    "[--region <name>] [--tenant <code>] [--writes]",
  missingArgument: (name: string) => `Missing ${name}.`,
  signInRefused: (detail: string) => `Sign-in refused: ${detail}`,
  heading: (url: string, writes: boolean) =>
    `Contract check of ${url} (${writes ? "reads and writes" : "reads; --writes adds the writes"})`,
  moduleColumn: "module",
  outcome: {
    conforming: "conforming",
    differing: "differing",
    missing: "missing",
    notExercised: "not exercised",
  } satisfies Record<Outcome, string>,
  differingHeading: "Differing calls (first difference):",
  missingHeading: "Missing calls:",
  notExercisedHeading: "Not exercised:",
  writesExercised: (ids: readonly string[]) =>
    `Writes exercised on data the check creates and removes: ${ids.join(", ")}`,
  summary: (failed: number) =>
    failed === 0 ? "Every exercised call conforms." : `${failed} call(s) differ or are missing.`,
  // Verdict details.
  httpStatus: (expected: number, received: number) =>
    `HTTP status: expected ${expected}, received ${received}`,
  refused: (received: number, code: string) =>
    `expected a result, received the declared refusal ${code} (HTTP ${received})`,
  mediaType: (expected: string, received: string) =>
    `content type: expected ${expected}, received ${received || "none"}`,
  notJson: (detail: string) => `body: not JSON (${detail})`,
  notEnvelope: "body: expected the envelope {status, result, error, extra, message}",
  noResult: "envelope.result: missing",
  envelopeStatus: (expected: number, received: unknown) =>
    `envelope.status: expected ${expected}, received ${shown(received)}`,
  noAnswer: (detail: string) => `no answer: ${detail}`,
  // Why a call was not exercised.
  writesNotCovered: "writes not covered",
  writesNotAsked: "writes not asked (--writes)",
  noSourceDeclared: (param: string) => `no source declared for ${param} (scripts/contract-check/plan.ts)`,
  noValueFound: (param: string, from: string) => `no ${param} found in the answer of ${from}`,
  sourceFailed: (from: string, outcome: Outcome) =>
    `${from}, which gives its input, ${outcome === "notExercised" ? "was not exercised" : "did not conform"}`,
  stepFailed: (step: string) => `the scenario stopped at ${step}`,
};
