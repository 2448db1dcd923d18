import type { TFunction } from "i18next";
import { BULK_MAX_DEVICES, DEVICE_ID } from "../../contract/apa";

/** Device ids pasted as text: split on spaces, commas, semicolons or lines; lower-cased; duplicates once. */
export function splitDeviceIds(text: string): string[] {
  const ids = text
    .split(/[\s,;]+/)
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(ids)];
}

/** Device ids recognised in a paste, and the tokens that are not of the id's shape. */
export type PastedDeviceIds = { ids: string[]; malformed: string[] };

/**
 * Whether text looks like pasted device ids: more tokens of the id's shape than not, so one malformed id among
 * 500 still is a paste (its valid ids are offered, the malformed ones named) while a word and an id is not.
 */
export function pastedDeviceIds(text: string): PastedDeviceIds | undefined {
  const tokens = splitDeviceIds(text);
  const ids = tokens.filter((id) => DEVICE_ID.test(id));
  const malformed = tokens.filter((id) => !DEVICE_ID.test(id));
  return ids.length > malformed.length ? { ids, malformed } : undefined;
}

const NAMED_MALFORMED = 5;

/** Which pasted ids are malformed (the first few, then how many more), or nothing when none is. */
export function malformedNote(t: TFunction, malformed: readonly string[]): string | undefined {
  if (malformed.length === 0) return undefined;
  const named = malformed.slice(0, NAMED_MALFORMED).join(", ");
  const more = malformed.length - NAMED_MALFORMED;
  return t("apa.palette.malformed", {
    count: malformed.length,
    ids: more > 0 ? `${named} (+${more})` : named,
  });
}

/** Adds pasted ids to the tags, keeping the first 500 (spec 2 §5); returns the tags and how many were dropped. */
export function addTags(tags: readonly string[], text: string): { tags: string[]; dropped: number } {
  const merged = [...new Set([...tags, ...splitDeviceIds(text)])];
  return { tags: merged.slice(0, BULK_MAX_DEVICES), dropped: Math.max(0, merged.length - BULK_MAX_DEVICES) };
}

/**
 * What the last validation says of the ids now listed (issue 31 item 7b): one verdict per id, so the counts add
 * up to the ids shown even after some are removed; nothing before a validation.
 */
export function deviceTally(tags: readonly string[], unknown: ReadonlySet<string> | null) {
  if (!unknown) return undefined;
  const invalid = tags.filter((tag) => unknown.has(tag)).length;
  return { valid: tags.length - invalid, invalid };
}

export const deviceTallyText = (t: TFunction, tally: { valid: number; invalid: number }) =>
  `${t("apa.bulk.valid", { count: tally.valid })}, ${t("apa.bulk.invalid", { count: tally.invalid })}`;
