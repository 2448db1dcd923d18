// Usage of palette entries, kept in localStorage: how often and how recently each was chosen. Recent and
// frequent commands come first on an empty query and rank higher within their tier on a typed one.

const KEY = "adm.palette.usage";
const HOUR = 3_600_000;

type Usage = Record<string, { count: number; last: number }>;

function read(): Usage {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Usage) : {};
  } catch {
    return {};
  }
}

export function recordUse(id: string, now = Date.now()): void {
  const usage = read();
  usage[id] = { count: (usage[id]?.count ?? 0) + 1, last: now };
  try {
    localStorage.setItem(KEY, JSON.stringify(usage));
  } catch {
    // Storage full or disabled: ranking just loses its memory.
  }
}

/** count weighted by recency: ×4 within the hour, ×2 within the day, ×1 within the week, ×0.5 after. */
export function frecencyScores(now = Date.now()): Map<string, number> {
  const scores = new Map<string, number>();
  for (const [id, { count, last }] of Object.entries(read())) {
    const age = now - last;
    const weight = age < HOUR ? 4 : age < 24 * HOUR ? 2 : age < 7 * 24 * HOUR ? 1 : 0.5;
    scores.set(id, count * weight);
  }
  return scores;
}

export function clearUsage(): void {
  localStorage.removeItem(KEY);
}
