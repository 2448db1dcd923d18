// The multi-select's model (spec 1 §5, §9; spec 3 §2, §5, §9): options shown 50 at a time (more as the list
// scrolls), a search only when there are 49 or more, selection labels cut at 12 characters (5 in a single
// select), an optional selection limit and an optional minimum that blocks deselecting the last item.

export type MultiOption = { id: string; label: string };
export type SelectionRules = { min?: number; max?: number };
export type Toggle = { ok: true; selected: string[] } | { ok: false; refusal: "minimum" | "limit" };
export type Summary =
  | { kind: "none" }
  | { kind: "all" }
  | { kind: "labels"; labels: string[] }
  | { kind: "count"; count: number };

export const OPTION_PAGE = 50;
export const SEARCH_FROM = 49;
export const LABEL_MAX = 12;
export const SINGLE_LABEL_MAX = 5;
/** Up to this many selections the closed control names them; beyond, it counts them. */
const NAMED_SELECTIONS = 2;

export const usesSearch = (total: number) => total >= SEARCH_FROM;

export function truncateLabel(label: string, max = LABEL_MAX): string {
  return label.length > max ? `${label.slice(0, max)}…` : label;
}

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The options shown: those matching the query (case and accents ignored; only when the search applies), the
 * first `pages` pages of them, and whether more remain to load.
 */
export function visibleOptions(options: readonly MultiOption[], query: string, pages: number) {
  const needle = usesSearch(options.length) ? fold(query.trim()) : "";
  const matching = needle ? options.filter((option) => fold(option.label).includes(needle)) : options;
  const shown = matching.slice(0, Math.max(1, pages) * OPTION_PAGE);
  return { shown, matching: matching.length, more: matching.length > shown.length };
}

/** Toggles one id; deselecting below the minimum or selecting beyond the limit is refused. */
export function toggleOption(selected: readonly string[], id: string, rules: SelectionRules = {}): Toggle {
  if (selected.includes(id)) {
    if (rules.min !== undefined && selected.length <= rules.min) return { ok: false, refusal: "minimum" };
    return { ok: true, selected: selected.filter((other) => other !== id) };
  }
  if (rules.max !== undefined && selected.length >= rules.max) return { ok: false, refusal: "limit" };
  return { ok: true, selected: [...selected, id] };
}

/** What the closed control says: nothing, Global (every option of several), the cut labels, or a count. */
export function selectionSummary(selected: readonly string[], options: readonly MultiOption[]): Summary {
  if (selected.length === 0) return { kind: "none" };
  if (options.length > 1 && selected.length === options.length) return { kind: "all" };
  if (selected.length > NAMED_SELECTIONS) return { kind: "count", count: selected.length };
  const labels = options.filter((option) => selected.includes(option.id)).map((o) => truncateLabel(o.label));
  return { kind: "labels", labels };
}
