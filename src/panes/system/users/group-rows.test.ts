import { describe, expect, it } from "vitest";
import { addGroupRow, type GroupRoleRow, profilesString, removeGroupRow } from "./group-rows";

const row = (group_id: number, profile_id: number): GroupRoleRow => ({
  group_id,
  profile_id,
  group_title: `G${group_id}`,
  profile_title: `R${profile_id}`,
});

describe("user group/role rows", () => {
  it("writes the legacy profiles string: group_id,profile_id pairs joined by '|'", () => {
    expect(profilesString([])).toBe("");
    expect(profilesString([row(2, 4), row(8, 2)])).toBe("2,4|8,2");
  });

  it("recomputes the string as rows are added and removed", () => {
    let rows: GroupRoleRow[] = [];
    for (const next of [row(2, 4), row(8, 2), row(5, 3)]) {
      const outcome = addGroupRow(rows, next);
      if (!outcome.ok) throw new Error("refused");
      rows = outcome.rows;
    }
    expect(profilesString(rows)).toBe("2,4|8,2|5,3");
    rows = removeGroupRow(rows, 8);
    expect(profilesString(rows)).toBe("2,4|5,3");
  });

  it("refuses a second row of the same group, whatever the role ('Duplicado')", () => {
    const rows = [row(2, 4)];
    expect(addGroupRow(rows, row(2, 4))).toEqual({ ok: false, reason: "duplicate" });
    expect(addGroupRow(rows, row(2, 5))).toEqual({ ok: false, reason: "duplicate" });
    expect(rows).toEqual([row(2, 4)]);
  });

  it("refuses a row without its group or its role", () => {
    expect(addGroupRow([], { group_id: 2, group_title: "G2" })).toEqual({ ok: false, reason: "incomplete" });
    expect(addGroupRow([], { profile_id: 4 })).toEqual({ ok: false, reason: "incomplete" });
  });
});
