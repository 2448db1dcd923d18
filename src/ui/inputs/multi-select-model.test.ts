import { describe, expect, it } from "vitest";
import {
  OPTION_PAGE,
  selectionSummary,
  toggleOption,
  truncateLabel,
  usesSearch,
  visibleOptions,
} from "./multi-select-model";

const options = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: String(i + 1), label: `Región ${i + 1}` }));

describe("multi-select model", () => {
  it("searches only at 49 options or more", () => {
    expect(usesSearch(48)).toBe(false);
    expect(usesSearch(49)).toBe(true);
    expect(visibleOptions(options(48), "Región 7", 1).shown).toHaveLength(48);
    expect(visibleOptions(options(49), "Región 7", 1).shown.map((o) => o.id)).toEqual(["7"]);
  });

  it("shows 50 options a page and says when more remain", () => {
    const first = visibleOptions(options(120), "", 1);
    expect(first.shown).toHaveLength(OPTION_PAGE);
    expect(first.more).toBe(true);
    expect(visibleOptions(options(120), "", 3)).toMatchObject({ more: false, matching: 120 });
    expect(visibleOptions(options(120), "", 3).shown).toHaveLength(120);
  });

  it("folds accents and case when searching", () => {
    expect(visibleOptions(options(60), "REGION 60", 1).shown.map((o) => o.id)).toEqual(["60"]);
    expect(visibleOptions(options(60), "nada", 1)).toMatchObject({ shown: [], matching: 0, more: false });
  });

  it("cuts labels at 12 characters (5 for a single select)", () => {
    expect(truncateLabel("Suscripción mensual")).toBe("Suscripción …");
    expect(truncateLabel("Prepago")).toBe("Prepago");
    expect(truncateLabel("Colombia", 5)).toBe("Colom…");
  });

  it("blocks deselecting the last item under a minimum of one", () => {
    expect(toggleOption(["1"], "1", { min: 1 })).toEqual({ ok: false, refusal: "minimum" });
    expect(toggleOption(["1", "2"], "1", { min: 1 })).toEqual({ ok: true, selected: ["2"] });
    expect(toggleOption(["1"], "1")).toEqual({ ok: true, selected: [] });
    expect(toggleOption([], "4", { min: 1 })).toEqual({ ok: true, selected: ["4"] });
  });

  it("honours a selection limit, none by default", () => {
    expect(toggleOption(["1"], "2", { max: 1 })).toEqual({ ok: false, refusal: "limit" });
    expect(toggleOption(["1"], "2")).toEqual({ ok: true, selected: ["1", "2"] });
  });

  it("summarises none, all, up to two cut labels, or a count", () => {
    const five = [...options(4), { id: "5", label: "Suscripción mensual" }];
    expect(selectionSummary([], five)).toEqual({ kind: "none" });
    expect(selectionSummary(["1", "2", "3", "4", "5"], five)).toEqual({ kind: "all" });
    expect(selectionSummary(["5", "1"], five)).toEqual({
      kind: "labels",
      labels: ["Región 1", "Suscripción …"],
    });
    expect(selectionSummary(["1", "2", "3"], five)).toEqual({ kind: "count", count: 3 });
    expect(selectionSummary(["1"], options(1))).toEqual({ kind: "labels", labels: ["Región 1"] });
  });
});
