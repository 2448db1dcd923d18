import uFuzzy from "@leeoniya/ufuzzy";

// Palette ranking. uFuzzy finds the matches, typo-tolerant (one insertion, deletion, substitution or
// transposition per term of 5+ characters) and with terms in any order; then tiers put exact evidence
// first: the title starts with the query, then a word of the title or a keyword does, then the query
// appears anywhere, then fuzzy matches. Within a tier, usage (frecency) boosts, then uFuzzy's own order.

export type Rankable = { id: string; title: string; keywords?: readonly string[]; group?: string };

type Prepared = {
  haystack: string[];
  titles: string[];
  words: string[][];
  keywords: string[][];
  keywordWords: string[][];
};

// Ties on every uFuzzy criterion keep the given order (the sort is stable) instead of going through an
// Intl.Collator: collating was the largest single cost of ranking 10,000 candidates on each keystroke.
const keepOrder = () => 0;
const fuzzy = new uFuzzy({
  intraMode: 1,
  intraIns: 1,
  intraSub: 1,
  intraTrn: 1,
  intraDel: 1,
  compare: keepOrder,
});
const cache = new WeakMap<readonly Rankable[], Prepared>();

/** Lower case without accents: 'Módulos' → 'modulos'. */
export function normalizeText(text: string): string {
  return uFuzzy.latinize(text.toLowerCase()).trim();
}

function splitWords(text: string): string[] {
  return text.split(/[^a-z0-9@.]+/).filter(Boolean);
}

function prepare(items: readonly Rankable[]): Prepared {
  let prepared = cache.get(items);
  if (prepared) return prepared;
  const titles = items.map((item) => normalizeText(item.title));
  const keywords = items.map((item) => (item.keywords ?? []).map(normalizeText));
  prepared = {
    titles,
    keywords,
    words: titles.map(splitWords),
    keywordWords: keywords.map((list) => list.flatMap(splitWords)),
    haystack: items.map((item, i) => [titles[i], ...keywords[i], normalizeText(item.group ?? "")].join(" ")),
  };
  cache.set(items, prepared);
  return prepared;
}

function tier(prepared: Prepared, i: number, query: string, terms: string[]): number {
  const title = prepared.titles[i];
  if (title.startsWith(query)) return 0;
  const startsWord = (term: string) =>
    prepared.words[i].some((word) => word.startsWith(term)) ||
    prepared.keywords[i].some((keyword) => keyword.startsWith(term)) ||
    prepared.keywordWords[i].some((word) => word.startsWith(term));
  if (startsWord(query)) return 1;
  if (title.includes(query) || prepared.keywords[i].some((keyword) => keyword.includes(query))) return 2;
  if (terms.length > 1 && terms.every(startsWord)) return 2;
  return 3;
}

/**
 * Indexes of the matching items, best first. An empty query keeps every item in its given order.
 * `boosts` (id → frecency score) lifts often and recently used items within their tier.
 */
export function rankItems(
  items: readonly Rankable[],
  query: string,
  boosts: ReadonlyMap<string, number> = new Map(),
): number[] {
  const needle = normalizeText(query);
  if (!needle) return items.map((_, i) => i);
  const prepared = prepare(items);
  const terms = needle.split(/\s+/).filter(Boolean);
  const [idxs, info, order] = fuzzy.search(
    prepared.haystack,
    needle,
    terms.length > 1 ? Math.min(terms.length, 4) : 0,
  );
  if (!idxs) return [];
  const fuzzyRank = new Map<number, number>();
  const ordered = info && order ? order.map((at) => info.idx[at]) : idxs;
  for (const [rank, i] of ordered.entries()) fuzzyRank.set(i, rank);
  const scored = [...fuzzyRank.keys()].map((i) => ({
    i,
    tier: tier(prepared, i, needle, terms),
    boost: boosts.get(items[i].id) ?? 0,
    fuzzy: fuzzyRank.get(i) ?? 0,
  }));
  scored.sort((a, b) => a.tier - b.tier || b.boost - a.boost || a.fuzzy - b.fuzzy || a.i - b.i);
  return scored.map((entry) => entry.i);
}
