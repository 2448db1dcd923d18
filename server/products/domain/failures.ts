import type { z } from "zod";
import type { ErrorCode } from "../../../src/contract/errors.ts";
import { type RuleMessage, ruleMessageOf, ruleTextEs } from "../../../src/contract/products/rules.ts";
import { ApiError } from "../../envelope.ts";
import { spanishText } from "../../i18n/messages.ts";

// The wizard's refusals in spec 3 §7 "Payload error conventions": a business refusal carries extra.error_code
// and extra.error_msg (the console shows both), a broken §5 rule extra.validation (field → Spanish text) with
// the first field as datafield; a rate save's refusal also extra.dump.respuesta, as the legacy server sent.

/** A business refusal: its code, and its Spanish text (with the values some texts end with). */
export function refusal(code: ErrorCode, detail?: string, more: Record<string, unknown> = {}): ApiError {
  const text = detail ? `${spanishText(code)} ${detail}` : spanishText(code);
  return new ApiError(code, { message: text, extra: { ...more, error_code: code, error_msg: text } });
}

export type RuleIssue = { field: string; message: RuleMessage; values?: Record<string, string | number> };

/** §5 rules broken by a save: wizard_rule_invalid with each field's Spanish message. */
export function ruleRefusal(issues: readonly RuleIssue[]): ApiError {
  const validation = Object.fromEntries(issues.map((i) => [i.field, ruleTextEs(i.message, i.values)]));
  return new ApiError("wizard_rule_invalid", {
    message: spanishText("wizard_rule_invalid"),
    datafield: issues[0]?.field,
    extra: { validation },
  });
}

/** The issues of a failed zod parse whose messages are rule keys (others read as 'required'). */
export function issuesOf(error: z.ZodError, prefix: string[] = []): RuleIssue[] {
  return error.issues.map((issue) => ({
    field: [...prefix, ...issue.path].join("."),
    message: ruleMessageOf(issue.message) ?? "required",
    values: issue.code === "custom" ? (issue.params as Record<string, string> | undefined) : undefined,
  }));
}

/** Parses a step's payload with its schema; a failure is the rule refusal of its issues. */
export function parseStep<S extends z.ZodType>(
  schema: S,
  payload: unknown,
  prefix: string[] = [],
): z.output<S> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw ruleRefusal(issuesOf(parsed.error, prefix));
  return parsed.data;
}

/** A rate save's refusal, with the legacy dump.respuesta beside error_code and error_msg. */
export function withDump(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const extra = error.extra ?? {};
  return new ApiError(error.code, {
    message: error.message,
    datafield: error.datafield,
    extra: { ...extra, dump: { respuesta: error.message } },
  });
}
