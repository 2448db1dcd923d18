import { describe, expect, it } from "vitest";
import { optionPage, selectionSummary, toggleOption } from "./multi-select-model";

const options = Array.from({ length: 120 }, (_, i) => ({ id: String(i), label: `Región ${i}` }));

describe("paged multi-select model", () => {
  it("pages the options 50 at a time and keeps the page in range", () => {
    expect(optionPage(options, "", 0)).toMatchObject({ page: 0, pages: 3, matches: 120 });
    expect(optionPage(options, "", 2).items.map((o) => o.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(100 + i)),
    );
    expect(optionPage(options, "", 9).page).toBe(2);
    expect(optionPage(options, "", -1).page).toBe(0);
  });

  it("searches labels ignoring case and accents, from the first page", () => {
    const found = optionPage(options, "REGION 11", 0);
    expect(found.items.map((o) => o.label)).toEqual([
      "Región 11",
      "Región 110",
      "Región 111",
      "Región 112",
      "Región 113",
      "Región 114",
      "Región 115",
      "Región 116",
      "Región 117",
      "Región 118",
      "Región 119",
    ]);
    expect(found.pages).toBe(1);
    expect(optionPage(options, "nada", 0)).toMatchObject({ items: [], pages: 1, matches: 0 });
  });

  it("blocks deselecting the last item under a minimum of one", () => {
    expect(toggleOption(["1"], "1", { min: 1 })).toEqual({ ok: false, refusal: "minimum" });
    expect(toggleOption(["1", "2"], "1", { min: 1 })).toEqual({ ok: true, selected: ["2"] });
    expect(toggleOption(["1"], "1")).toEqual({ ok: true, selected: [] });
  });

  it("honours a selection limit, none by default", () => {
    expect(toggleOption(["1"], "2", { max: 1 })).toEqual({ ok: false, refusal: "limit" });
    expect(toggleOption(["1"], "2")).toEqual({ ok: true, selected: ["1", "2"] });
  });

  it("summarises none, all, a single label or a count", () => {
    const three = options.slice(0, 3);
    expect(selectionSummary([], three).kind).toBe("none");
    expect(selectionSummary(["0", "1", "2"], three).kind).toBe("all");
    expect(selectionSummary(["1"], three)).toEqual({ kind: "some", label: "Región 1", count: 1 });
    expect(selectionSummary(["1", "2"], three)).toEqual({ kind: "some", label: undefined, count: 2 });
  });
});
