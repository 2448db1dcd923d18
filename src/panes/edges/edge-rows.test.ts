import { describe, expect, it } from "vitest";
import type { Edge, EdgeUser } from "../../contract/dashboard";
import { parentIndex, step, treeRows } from "./edge-rows";

const edge = (id: string): Edge => ({
  id,
  number: Number(id),
  host: `edge${id}`,
  site: "x",
  events: { error: 1 },
});
const user = (id: number): EdgeUser => ({
  id,
  edge_id: "201",
  region: "mexico",
  email: `u${id}@x.test`,
  username: "u",
  subscription: "s",
  events: { error: 1 },
});

describe("edge tree rows", () => {
  it("puts an expanded edge's child tables under it, loading notes until they answer", () => {
    const loading = treeRows([edge("201"), edge("202")], new Set(["201"]), new Map());
    expect(loading.map((row) => row.kind)).toEqual(["edge", "caption", "note", "caption", "note", "edge"]);
    const rows = treeRows(
      [edge("201"), edge("202")],
      new Set(["201"]),
      new Map([
        [
          "201",
          {
            users: [user(1), user(2)],
            hours: [
              { datetime: "2026-11-15T10:00:00.000Z", errors: 3 },
              { datetime: "2026-11-15T11:00:00.000Z", errors: 5 },
            ],
          },
        ],
      ]),
    );
    expect(rows.map((row) => row.key)).toEqual([
      "201",
      "201/users",
      "201/user/1",
      "201/user/2",
      "201/hours",
      "201/hour/2026-11-15T11:00:00.000Z",
      "201/hour/2026-11-15T10:00:00.000Z",
      "202",
    ]);
    expect(rows[0]).toMatchObject({ kind: "edge", expanded: true });
    expect(
      treeRows([edge("201")], new Set(["201"]), new Map([["201", { failed: true }]])).map((r) => r.kind),
    ).toEqual(["edge", "note"]);
  });

  it("steps over captions and notes, stops at the ends, and finds a child's edge", () => {
    const rows = treeRows(
      [edge("201"), edge("202")],
      new Set(["201"]),
      new Map([["201", { users: [user(1)], hours: [] }]]),
    );
    expect(step(rows, 0, 1)).toBe(2);
    expect(step(rows, 2, 1)).toBe(4);
    expect(step(rows, 4, 1)).toBe(4);
    expect(step(rows, 4, -1)).toBe(2);
    expect(step(rows, 0, -1)).toBe(0);
    expect(parentIndex(rows, 2)).toBe(0);
    expect(rows[4].key).toBe("202");
  });
});
