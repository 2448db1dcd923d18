import type { Edge, EdgeUser, HistogramEntry } from "../../contract/dashboard";

// The edge list as a tree grid: edge rows, and under an expanded edge its two child tables (its users with
// most errors, its errors hour by hour), each a caption followed by rows. Only edge, user and hour rows take
// the keyboard's row cursor; captions and loading lines are read, not visited.

export type ChildData = {
  users?: readonly EdgeUser[];
  hours?: readonly HistogramEntry[];
  failed?: boolean;
};

export type TreeRow =
  | { kind: "edge"; key: string; edge: Edge; expanded: boolean }
  | { kind: "caption"; key: string; edgeId: string; table: "users" | "hours" }
  | { kind: "user"; key: string; edgeId: string; user: EdgeUser }
  | { kind: "hour"; key: string; edgeId: string; entry: HistogramEntry }
  | { kind: "note"; key: string; edgeId: string; note: "loading" | "empty" | "failed" };

export const isNavigable = (row: TreeRow) =>
  row.kind === "edge" || row.kind === "user" || row.kind === "hour";

function childRows(edgeId: string, data: ChildData | undefined): TreeRow[] {
  const note = (kind: "loading" | "empty" | "failed", table: string): TreeRow => ({
    kind: "note",
    key: `${edgeId}/${table}/note`,
    edgeId,
    note: kind,
  });
  if (data?.failed) return [note("failed", "all")];
  const rows: TreeRow[] = [{ kind: "caption", key: `${edgeId}/users`, edgeId, table: "users" }];
  if (!data?.users) rows.push(note("loading", "users"));
  else if (data.users.length === 0) rows.push(note("empty", "users"));
  else
    for (const user of data.users)
      rows.push({ kind: "user", key: `${edgeId}/user/${user.id}`, edgeId, user });
  rows.push({ kind: "caption", key: `${edgeId}/hours`, edgeId, table: "hours" });
  if (!data?.hours) rows.push(note("loading", "hours"));
  else
    for (const entry of [...data.hours].reverse())
      rows.push({ kind: "hour", key: `${edgeId}/hour/${entry.datetime}`, edgeId, entry });
  return rows;
}

export function treeRows(
  edges: readonly Edge[],
  expanded: ReadonlySet<string>,
  children: ReadonlyMap<string, ChildData>,
): TreeRow[] {
  return edges.flatMap((edge) => {
    const open = expanded.has(edge.id);
    const row: TreeRow = { kind: "edge", key: edge.id, edge, expanded: open };
    return open ? [row, ...childRows(edge.id, children.get(edge.id))] : [row];
  });
}

/** The next navigable row from `from` in `direction`, or `from` itself at either end. */
export function step(rows: readonly TreeRow[], from: number, direction: 1 | -1): number {
  for (let i = from + direction; i >= 0 && i < rows.length; i += direction)
    if (isNavigable(rows[i])) return i;
  return from;
}

/** The row of the edge a child row belongs to. */
export function parentIndex(rows: readonly TreeRow[], index: number): number {
  const row = rows[index];
  if (!row || row.kind === "edge") return index;
  return rows.findIndex((candidate) => candidate.kind === "edge" && candidate.key === row.edgeId);
}
