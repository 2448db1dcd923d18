import type { CloneVerdict } from "../domain/clone-verdicts";

// Spec 3 §4 "Clone flow": the ids entered are validated, then shown grouped by family, plan and region,
// valid ones green and invalid ones red; only the valid ones are cloned. Each line is its id's one verdict.

export type CloneGroup = { key: string; family: string; plan: string; region: string; lines: CloneVerdict[] };

/** Groups the verdicts by family, plan and region; ids that name no rate (or are no id at all) go last. */
export function groupCandidates(verdicts: readonly CloneVerdict[], unknown: string): CloneGroup[] {
  const groups = new Map<string, CloneGroup>();
  const strays: CloneVerdict[] = [];
  for (const verdict of verdicts) {
    const family = verdict.check?.family;
    if (!family) {
      strays.push(verdict);
      continue;
    }
    const plan = verdict.check?.plan ?? "";
    const region = verdict.check?.region ?? "";
    const key = `${family}\u0000${plan}\u0000${region}`;
    const group = groups.get(key) ?? { key, family, plan, region, lines: [] };
    groups.set(key, group);
    group.lines.push(verdict);
  }
  const sorted = [...groups.values()].sort((a, b) => a.key.localeCompare(b.key));
  return strays.length > 0
    ? [...sorted, { key: "\u0001", family: unknown, plan: "", region: "", lines: strays }]
    : sorted;
}
