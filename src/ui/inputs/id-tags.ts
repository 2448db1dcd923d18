// Ids typed or pasted as tags (spec 2 §5 content ids, spec 3 §5 "Clone and search", "Item creator"): digits
// only, at most 500 tags; an invalid tag is kept and shown red, never dropped, so the operator sees what to fix.

export const ID_TAG_MAX = 500;
const ID = /^\d{1,15}$/;

/** `pending`: a well-formed id the server has not judged yet, shown neither valid nor invalid. */
export type IdTag = { text: string; invalid: boolean; pending?: boolean };

export const isIdTag = (text: string) => ID.test(text) && Number(text) > 0;

/** Splits pasted or typed text on whitespace, commas and semicolons. */
export function splitIdText(text: string): string[] {
  return text.split(/[\s,;]+/).filter((part) => part !== "");
}

/** Appends new tags (duplicates skipped) up to the limit; says how many did not fit. */
export function appendIdTags(current: readonly IdTag[], texts: readonly string[], max = ID_TAG_MAX) {
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
    tags.push({ text, invalid: !isIdTag(text) });
  }
  return { tags, overflow };
}

export const validTagIds = (tags: readonly IdTag[]) =>
  tags.filter((tag) => !tag.invalid).map((tag) => Number(tag.text));

/** Marks the ids the server refused (unknown, not cloneable) invalid, keeping them in place. */
export function markRefused(tags: readonly IdTag[], refused: Iterable<number>): IdTag[] {
  const set = new Set([...refused].map(String));
  return tags.map((tag) => (set.has(tag.text) ? { ...tag, invalid: true } : tag));
}
