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
  });

  it("cuts labels at 12 characters (5 for a single select)", () => {
    expect(truncateLabel("Suscripción mensual")).toBe("Suscripción …");
    expect(truncateLabel("Prepago")).toBe("Prepago");
    expect(truncateLabel("Colombia", 5)).toBe("Colom…");
    expect(selectionSummary(options(5), ["1", "2", "3"])).toEqual({
      labels: ["Región 1", "Región 2"],
      rest: 1,
    });
  });

  it("blocks deselecting the last item when a minimum of one applies", () => {
    expect(toggleOption(["1"], "1", 1)).toEqual({ selected: ["1"], blocked: true });
    expect(toggleOption(["1", "2"], "1", 1)).toEqual({ selected: ["2"], blocked: false });
    expect(toggleOption(["1"], "1")).toEqual({ selected: [], blocked: false });
    expect(toggleOption([], "4", 1)).toEqual({ selected: ["4"], blocked: false });
  });
});
