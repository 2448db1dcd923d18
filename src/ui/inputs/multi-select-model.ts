// The paged multi-select's model (spec 3 §2, §5; spec 1 §5, §9): options searched by label, shown a page at a
// time, an optional selection limit, and an optional minimum that blocks deselecting the last item.

export type MultiOption = { id: string; label: string };
export type SelectionRules = { min?: number; max?: number };
export type Toggle = { ok: true; selected: string[] } | { ok: false; refusal: "minimum" | "limit" };
export type OptionPage = { items: MultiOption[]; page: number; pages: number; matches: number };

export const MULTI_PAGE_SIZE = 50;

/** The options matching the query (case and accents ignored), and the page asked for, kept within range. */
export function optionPage(
  options: readonly MultiOption[],
  query: string,
  page: number,
  pageSize = MULTI_PAGE_SIZE,
): OptionPage {
  const needle = fold(query.trim());
  const matches = needle === "" ? options : options.filter((option) => fold(option.label).includes(needle));
  const pages = Math.max(1, Math.ceil(matches.length / pageSize));
  const shown = Math.min(Math.max(0, page), pages - 1);
  return {
    items: matches.slice(shown * pageSize, (shown + 1) * pageSize),
    page: shown,
    pages,
    matches: matches.length,
  };
}

export function toggleOption(selected: readonly string[], id: string, rules: SelectionRules = {}): Toggle {
  if (selected.includes(id)) {
    if (rules.min !== undefined && selected.length <= rules.min) return { ok: false, refusal: "minimum" };
    return { ok: true, selected: selected.filter((other) => other !== id) };
  }
  if (rules.max !== undefined && selected.length >= rules.max) return { ok: false, refusal: "limit" };
  return { ok: true, selected: [...selected, id] };
}

/** What the closed control says: Ninguno, Global (every option), one label, or "N Seleccionados". */
export function selectionSummary(
  selected: readonly string[],
  options: readonly MultiOption[],
): { kind: "none" | "all" | "some"; label?: string; count: number } {
  if (selected.length === 0) return { kind: "none", count: 0 };
  if (selected.length === options.length) return { kind: "all", count: selected.length };
  const only = selected.length === 1 ? options.find((option) => option.id === selected[0]) : undefined;
  return { kind: "some", label: only?.label, count: selected.length };
}

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
