import type { IdTag } from "../../../ui/inputs/id-tags";
import type { CloneCheck } from "../domain/api";

// Spec 3 §4 "Clone flow": the ids entered are validated, then shown grouped by family, plan and region,
// valid ones green and invalid ones red; only the valid ones are cloned.

export type CloneLine = { id: string; valid: boolean; reason?: string | null };
export type CloneGroup = { key: string; family: string; plan: string; region: string; lines: CloneLine[] };

/** Groups the tags by family, plan and region; tags that are no id at all, or unknown ids, go last. */
export function groupCandidates(
  tags: readonly IdTag[],
  checks: readonly CloneCheck[],
  unknown: string,
): CloneGroup[] {
  const byId = new Map(checks.map((check) => [String(check.rate_id), check]));
  const groups = new Map<string, CloneGroup>();
  const add = (family: string, plan: string, region: string, line: CloneLine) => {
    const key = `${family}\u0000${plan}\u0000${region}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, family, plan, region, lines: [] };
      groups.set(key, group);
    }
    group.lines.push(line);
  };
  const strays: CloneLine[] = [];
  for (const tag of tags) {
    const check = byId.get(tag.text);
    if (tag.invalid || !check || !check.family) {
      strays.push({ id: tag.text, valid: false, reason: check?.reason });
      continue;
    }
    add(check.family, check.plan ?? "", check.region ?? "", {
      id: tag.text,
      valid: check.valid,
      reason: check.reason,
    });
  }
  const sorted = [...groups.values()].sort((a, b) => a.key.localeCompare(b.key));
  return strays.length > 0
    ? [...sorted, { key: "\u0001", family: unknown, plan: "", region: "", lines: strays }]
    : sorted;
}

/** The ids to clone: valid tags the server accepted. */
export function cloneableIds(tags: readonly IdTag[], checks: readonly CloneCheck[]): number[] {
  const ok = new Set(checks.filter((check) => check.valid).map((check) => String(check.rate_id)));
  return tags.filter((tag) => !tag.invalid && ok.has(tag.text)).map((tag) => Number(tag.text));
}
