// The item creator's rules (spec 3 §5): an item is 1 to 500 characters, a duplicate is refused with a message of
// the caller's, and the number of items may be capped.

export type TagRules = { minLength: number; maxLength: number; maxItems?: number };
export const TAG_RULES: TagRules = { minLength: 1, maxLength: 500 };

export type TagRefusal = "tooShort" | "tooLong" | "duplicate" | "full";
export type TagAddition = { ok: true; items: string[] } | { ok: false; refusal: TagRefusal };

export function addTag(items: readonly string[], text: string, rules: TagRules = TAG_RULES): TagAddition {
  const item = text.trim();
  if (item.length < rules.minLength) return { ok: false, refusal: "tooShort" };
  if (item.length > rules.maxLength) return { ok: false, refusal: "tooLong" };
  if (items.includes(item)) return { ok: false, refusal: "duplicate" };
  if (rules.maxItems !== undefined && items.length >= rules.maxItems) return { ok: false, refusal: "full" };
  return { ok: true, items: [...items, item] };
}
