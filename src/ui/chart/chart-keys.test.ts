import { describe, expect, it } from "vitest";
import { chartKeyAction } from "./chart-keys";

const state = { cursor: 5, points: 100, visible: { from: 0, to: 8_000 }, cursorTime: 2_000 };

describe("time chart keyboard", () => {
  it("walks the cursor point by point, by tenths with Shift, and stays on the chart", () => {
    expect(chartKeyAction("ArrowRight", false, state)).toEqual({ type: "cursor", index: 6 });
    expect(chartKeyAction("ArrowLeft", true, state)).toEqual({ type: "cursor", index: 0 });
    expect(chartKeyAction("ArrowRight", false, { ...state, cursor: null })).toEqual({
      type: "cursor",
      index: 0,
    });
    expect(chartKeyAction("End", false, state)).toEqual({ type: "cursor", index: 99 });
  });

  it("zooms in four times around the cursor, out twice, and resets with 0", () => {
    expect(chartKeyAction("+", false, state)).toEqual({ type: "zoom", range: { from: 1_000, to: 3_000 } });
    expect(chartKeyAction("-", false, { ...state, cursorTime: null })).toEqual({
      type: "zoom",
      range: { from: -4_000, to: 12_000 },
    });
    expect(chartKeyAction("0", false, state)).toEqual({ type: "reset" });
    expect(chartKeyAction("x", false, state)).toEqual({ type: "none" });
    expect(chartKeyAction("ArrowRight", false, { ...state, points: 0 })).toEqual({ type: "none" });
  });
});
