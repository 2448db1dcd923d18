import type { TFunction } from "i18next";
import { type IdTag, isIdTag } from "../../../ui/inputs/id-tags";
import type { CloneCheck } from "./api";

// Spec 3 §4 "Clone flow", issue 31 item 7a: each id pasted gets ONE verdict, here, and every surface reads it
// (the tags, the grouped list, the palette's option, the dialog's counts), so they agree and add up.

/**
 * `valid`: well-formed and the server will clone it; `invalid`: not an id at all; `refused`: an id the server
 * does not know or will not clone (its reason); `checking`: an id whose check has not answered yet.
 */
export type CloneVerdictKind = "valid" | "invalid" | "refused" | "checking";
export type CloneVerdict = { id: string; kind: CloneVerdictKind; reason?: string; check?: CloneCheck };
export type CloneTally = Record<CloneVerdictKind, number>;

/** The reason given for an id the server left out of its answer: it names no rate. */
const UNANSWERED = "product_rate_not_found";

/** One verdict per id, in the order pasted; `checks` is the server's answer, undefined while it is awaited. */
export function cloneVerdicts(
  ids: readonly string[],
  checks: readonly CloneCheck[] | undefined,
): CloneVerdict[] {
  const byId = new Map((checks ?? []).map((check) => [String(check.rate_id), check]));
  return ids.map((id): CloneVerdict => {
    if (!isIdTag(id)) return { id, kind: "invalid", reason: "invalid" };
    if (checks === undefined) return { id, kind: "checking" };
    const check = byId.get(id);
    if (!check) return { id, kind: "refused", reason: UNANSWERED };
    if (check.valid) return { id, kind: "valid", check };
    return { id, kind: "refused", reason: check.reason ?? UNANSWERED, check };
  });
}

/** The well-formed ids, those the server is asked about. */
export const checkedIds = (ids: readonly string[]) => ids.filter(isIdTag).map(Number);

/** The ids to clone: those judged valid. */
export const cloneableIds = (verdicts: readonly CloneVerdict[]) =>
  verdicts.filter((verdict) => verdict.kind === "valid").map((verdict) => Number(verdict.id));

export function tallyVerdicts(verdicts: readonly CloneVerdict[]): CloneTally {
  const tally: CloneTally = { valid: 0, invalid: 0, refused: 0, checking: 0 };
  for (const verdict of verdicts) tally[verdict.kind] += 1;
  return tally;
}

/** "2 ids válidos, 1 inválido, 2 no clonables": the valid count always, the others when there are any. */
export function tallyText(t: TFunction, tally: CloneTally): string {
  const kinds = (["valid", "invalid", "refused", "checking"] as const).filter(
    (kind) => kind === "valid" || tally[kind] > 0,
  );
  return kinds.map((kind) => t(`products.clone.tally.${kind}`, { count: tally[kind] })).join(", ");
}

/** The tags as the tag box shows them: green only when valid, red when invalid or refused. */
export const verdictTags = (verdicts: readonly CloneVerdict[]): IdTag[] =>
  verdicts.map((verdict) => ({
    text: verdict.id,
    invalid: verdict.kind === "invalid" || verdict.kind === "refused",
    pending: verdict.kind === "checking",
  }));
