import { z } from "zod";
import { type CallDecl, errorsOf } from "../../src/contract/define.ts";
import { isSuccessStatus } from "../../src/contract/envelope.ts";
import type { Answer } from "./http.ts";
import { TEXTS } from "./texts.ts";

// How an answer measures against its call's declaration: the HTTP status, the media type, the envelope and the
// result's schema. The first difference is the first place it departs, with what was expected and received.

export type Outcome = "conforming" | "differing" | "missing" | "notExercised";

export type Verdict = { decl: CallDecl; outcome: Outcome; detail?: string };

/** Statuses that say the backend has no such call. */
const ABSENT = new Set([404, 405, 501]);

// The envelope's fields other than result (spec 1 §7; src/contract/envelope.ts).
const envelopeFields = z.object({
  status: z.union([z.number(), z.string()]),
  error: z.null(),
  extra: z.record(z.string(), z.unknown()).nullable(),
  message: z.string(),
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** "result.data[0].user_id: Invalid input: expected number, received string". */
function firstIssue(error: z.ZodError, prefix: string): string {
  const [issue] = error.issues;
  const path = issue.path.reduce<string>(
    (text, key) => (typeof key === "number" ? `${text}[${key}]` : `${text}.${String(key)}`),
    prefix,
  );
  return `${path}: ${issue.message}`;
}

/** The code of an envelope refusal the call declares, if the answer is one. */
function declaredRefusal(decl: CallDecl, answer: Answer): string | undefined {
  const error = isObject(answer.json) ? answer.json.error : undefined;
  return typeof error === "string" && (errorsOf(decl) as string[]).includes(error) ? error : undefined;
}

const differing = (decl: CallDecl, detail: string): Verdict => ({ decl, outcome: "differing", detail });

function judgeEnvelope(decl: CallDecl, body: Record<string, unknown>): Verdict {
  const fields = envelopeFields.safeParse(body);
  if (!fields.success) return differing(decl, firstIssue(fields.error, "envelope"));
  if (!("result" in body)) return differing(decl, TEXTS.noResult);
  const expected = decl.envelopeStatus?.success ?? 0;
  if (!isSuccessStatus(body.status) || Number(body.status) !== expected)
    return differing(decl, TEXTS.envelopeStatus(expected, body.status));
  const result = decl.result.safeParse(body.result);
  return result.success
    ? { decl, outcome: "conforming" }
    : differing(decl, firstIssue(result.error, "result"));
}

export function judge(decl: CallDecl, answer: Answer): Verdict {
  const refusal = declaredRefusal(decl, answer);
  if (ABSENT.has(answer.httpStatus) && !refusal)
    return { decl, outcome: "missing", detail: TEXTS.httpStatus(decl.status, answer.httpStatus) };
  // A refusal the call declares is a valid answer, but no result to check: the input should have found one.
  if (refusal) return differing(decl, TEXTS.refused(answer.httpStatus, refusal));
  if (answer.httpStatus !== decl.status)
    return differing(decl, TEXTS.httpStatus(decl.status, answer.httpStatus));
  const media = decl.produces === "envelope" ? "application/json" : decl.produces;
  if (!answer.contentType.startsWith(media))
    return differing(decl, TEXTS.mediaType(media, answer.contentType));
  if (decl.produces !== "envelope" && decl.produces !== "application/json")
    return { decl, outcome: "conforming" };
  if (answer.jsonError !== undefined) return differing(decl, TEXTS.notJson(answer.jsonError));
  if (decl.produces === "application/json") {
    const result = decl.result.safeParse(answer.json);
    return result.success
      ? { decl, outcome: "conforming" }
      : differing(decl, firstIssue(result.error, "body"));
  }
  if (!isObject(answer.json)) return differing(decl, TEXTS.notEnvelope);
  return judgeEnvelope(decl, answer.json);
}
