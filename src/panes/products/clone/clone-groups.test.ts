import { describe, expect, it } from "vitest";
import { cloneVerdicts } from "../domain/clone-verdicts";
import { groupCandidates } from "./clone-groups";

const checks = [
  { rate_id: 11, valid: true, family: "Cine", plan: "Mensual", region: "Mexico" },
  { rate_id: 12, valid: true, family: "Cine", plan: "Mensual", region: "Mexico" },
  { rate_id: 13, valid: false, family: "Cine", plan: "Anual", region: "Chile", reason: "inactive" },
  { rate_id: 999, valid: false, reason: "not_found" },
];

describe("clone candidates", () => {
  it("groups by family, plan and region, strays last", () => {
    const groups = groupCandidates(cloneVerdicts(["11", "12", "13", "x9", "999"], checks), "Sin tarifa");
    expect(groups.map((g) => [g.family, g.plan, g.region, g.lines.map((l) => `${l.id}:${l.kind}`)])).toEqual([
      ["Cine", "Anual", "Chile", ["13:refused"]],
      ["Cine", "Mensual", "Mexico", ["11:valid", "12:valid"]],
      ["Sin tarifa", "", "", ["x9:invalid", "999:refused"]],
    ]);
  });
});
