// The multi-select of spec 3 §2, §5, §9: options in pages of 50, a search only when there are 49 or more,
// selection labels cut at 12 characters (5 in a single select), and an optional minimum that blocks
// deselecting the last item.

export type SelectOption = { id: string; label: string };

export const OPTION_PAGE = 50;
export const SEARCH_FROM = 49;
export const LABEL_MAX = 12;
export const SINGLE_LABEL_MAX = 5;

export const usesSearch = (total: number) => total >= SEARCH_FROM;

export function truncateLabel(label: string, max = LABEL_MAX): string {
  return label.length > max ? `${label.slice(0, max)}…` : label;
}

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The options shown: those matching the query (when searching applies), the first `pages` pages of them. */
export function visibleOptions(options: readonly SelectOption[], query: string, pages: number) {
  const needle = usesSearch(options.length) ? fold(query.trim()) : "";
  const matching = needle ? options.filter((option) => fold(option.label).includes(needle)) : options;
  const shown = matching.slice(0, Math.max(1, pages) * OPTION_PAGE);
  return { shown, matching: matching.length, more: matching.length > shown.length };
}

/** Toggles one id; deselecting below the minimum is refused (`blocked`) and leaves the selection as it was. */
export function toggleOption(selected: readonly string[], id: string, minimum = 0) {
  if (!selected.includes(id)) return { selected: [...selected, id], blocked: false };
  if (selected.length <= minimum) return { selected: [...selected], blocked: true };
  return { selected: selected.filter((other) => other !== id), blocked: false };
}

/** The trigger's text: the selected labels, each cut, then how many more. */
export function selectionSummary(options: readonly SelectOption[], selected: readonly string[], shown = 2) {
  const labels = options.filter((option) => selected.includes(option.id)).map((o) => truncateLabel(o.label));
  const rest = labels.length - shown;
  return { labels: labels.slice(0, shown), rest: rest > 0 ? rest : 0 };
}
