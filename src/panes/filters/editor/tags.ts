import { isContentIdTag, TAG_MAX } from "../../../contract/filters";

// The tag input of content ids (spec 2 §5): digits only, at most 500 tags; an invalid tag is kept and
// flagged, never dropped, so the operator sees what to fix. Ids the server refused are flagged too.

export type Tag = { text: string; invalid: boolean };

/** Splits pasted or typed text on whitespace, commas and semicolons. */
export function splitTags(text: string): string[] {
  return text.split(/[\s,;]+/).filter((part) => part !== "");
}

/** Appends new tags (duplicates skipped) up to the limit; says how many did not fit. */
export function appendTags(current: readonly Tag[], texts: readonly string[], max = TAG_MAX) {
  const seen = new Set(current.map((tag) => tag.text));
  const tags = [...current];
  let overflow = 0;
  for (const text of texts) {
    if (seen.has(text)) continue;
    if (tags.length >= max) {
      overflow += 1;
      continue;
    }
    seen.add(text);
    tags.push({ text, invalid: !isContentIdTag(text) });
  }
  return { tags, overflow };
}

export function validIds(tags: readonly Tag[]): number[] {
  return tags.filter((tag) => !tag.invalid).map((tag) => Number(tag.text));
}

/** After an add: the added ids leave the input; refused ones stay, flagged. */
export function afterAdd(tags: readonly Tag[], rejected: readonly number[]): Tag[] {
  const refused = new Set(rejected.map(String));
  return tags
    .filter((tag) => tag.invalid || refused.has(tag.text))
    .map((tag) => (refused.has(tag.text) ? { ...tag, invalid: true } : tag));
}
