import { type IdTag, markRefused } from "../../../ui/inputs/id-tags";

// The content ids' tags (spec 2 §5) are the kit's id tags (src/ui/inputs/id-tags.ts); this is the filter
// editor's own step: ids the server refused are flagged too.

/** After an add: the added ids leave the input; refused ones stay, flagged. */
export function afterAdd(tags: readonly IdTag[], rejected: readonly number[]): IdTag[] {
  const refused = new Set(rejected.map(String));
  return markRefused(
    tags.filter((tag) => tag.invalid || refused.has(tag.text)),
    rejected,
  );
}
