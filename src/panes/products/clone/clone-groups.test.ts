import { describe, expect, it } from "vitest";
import { appendIdTags } from "../../../ui/inputs/id-tags";
import { cloneableIds, groupCandidates } from "./clone-groups";

const { tags } = appendIdTags([], ["11", "12", "13", "x9", "999"]);
const checks = [
  { rate_id: 11, valid: true, family: "Cine", plan: "Mensual", region: "Mexico" },
  { rate_id: 12, valid: true, family: "Cine", plan: "Mensual", region: "Mexico" },
  { rate_id: 13, valid: false, family: "Cine", plan: "Anual", region: "Chile", reason: "inactive" },
  { rate_id: 999, valid: false, reason: "not_found" },
];

describe("clone candidates", () => {
  it("groups by family, plan and region, strays last", () => {
    const groups = groupCandidates(tags, checks, "Sin tarifa");
    expect(groups.map((g) => [g.family, g.plan, g.region, g.lines.map((l) => `${l.id}:${l.valid}`)])).toEqual(
      [
        ["Cine", "Anual", "Chile", ["13:false"]],
        ["Cine", "Mensual", "Mexico", ["11:true", "12:true"]],
        ["Sin tarifa", "", "", ["x9:false", "999:false"]],
      ],
    );
  });
  it("clones only valid ids the server accepted", () => {
    expect(cloneableIds(tags, checks)).toEqual([11, 12]);
    expect(cloneableIds(tags, [])).toEqual([]);
  });
});
