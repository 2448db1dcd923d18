import { describe, expect, it } from "vitest";
import { addRegion, addUnique, parseIds, regionsPayload } from "./id-list";

const GLOBAL = 1;

describe("group id lists", () => {
  it("refuses a role or module added twice ('Duplicado: El registro ya ha sido agregado.')", () => {
    expect(addUnique([3, 5], 7)).toEqual({ ok: true, ids: [3, 5, 7] });
    expect(addUnique([3, 5], 5)).toEqual({ ok: false, reason: "duplicate" });
    expect(addUnique([3], Number.NaN)).toEqual({ ok: false, reason: "empty" });
  });

  it("lets 'Global' replace the regions, and refuses a region 'Global' already covers", () => {
    expect(addRegion([441, 442], GLOBAL, GLOBAL)).toEqual({ ok: true, ids: [GLOBAL] });
    expect(addRegion([GLOBAL], 441, GLOBAL)).toEqual({ ok: false, reason: "duplicate" });
    expect(addRegion([GLOBAL], GLOBAL, GLOBAL)).toEqual({ ok: false, reason: "duplicate" });
    expect(addRegion([441], 442, GLOBAL)).toEqual({ ok: true, ids: [441, 442] });
  });

  it("sends the global region when every region is chosen (spec 1 §5)", () => {
    const all = [GLOBAL, 441, 442, 443];
    expect(regionsPayload([441, 442, 443], all, GLOBAL)).toEqual([GLOBAL]);
    expect(regionsPayload([441, 443], all, GLOBAL)).toEqual([441, 443]);
    expect(regionsPayload([GLOBAL], all, GLOBAL)).toEqual([GLOBAL]);
    expect(regionsPayload([], all, GLOBAL)).toEqual([]);
  });

  it("reads the comma-joined links of a group row", () => {
    expect(parseIds("1,2, 3")).toEqual([1, 2, 3]);
    expect(parseIds("")).toEqual([]);
  });
});
