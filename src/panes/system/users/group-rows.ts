import type { GroupProfileRow } from "../../../api/users";

// The group/role table of the user modals (spec 1 §4, §5): rows change locally, the profiles string is
// recomputed from them and only the save sends it.

export type GroupRoleRow = Pick<GroupProfileRow, "group_id" | "group_title" | "profile_id" | "profile_title">;

export type AddRowOutcome =
  | { ok: true; rows: GroupRoleRow[] }
  | { ok: false; reason: "duplicate" | "incomplete" };

/** "group_id,profile_id" pairs joined by '|'. */
export function profilesString(rows: readonly Pick<GroupRoleRow, "group_id" | "profile_id">[]): string {
  return rows.map((row) => `${row.group_id},${row.profile_id}`).join("|");
}

/** Each group once per user: a second row of the same group is refused ('Duplicado'). */
export function addGroupRow(rows: readonly GroupRoleRow[], row: Partial<GroupRoleRow>): AddRowOutcome {
  if (!row.group_id || !row.profile_id) return { ok: false, reason: "incomplete" };
  if (rows.some((existing) => existing.group_id === row.group_id)) return { ok: false, reason: "duplicate" };
  return { ok: true, rows: [...rows, row as GroupRoleRow] };
}

export function removeGroupRow(rows: readonly GroupRoleRow[], groupId: number): GroupRoleRow[] {
  return rows.filter((row) => row.group_id !== groupId);
}
