import { describe, expect, it } from "vitest";
import { bucketFor, readView, windowOf, writeView } from "./view-params";

describe("edge list view params", () => {
  it("reads defaults from empty params and writes them back as nothing", () => {
    const view = readView({});
    expect(view).toEqual({
      range: { kind: "preset", preset: "P1D" },
      series: null,
      live: true,
      every: 30,
      page: 1,
      open: [],
    });
    expect(writeView(view)).toEqual({});
  });

  it("round-trips a zoom, chosen edges, paused refresh, page and open rows", () => {
    const params = {
      from: "2026-11-14T10:00:00.000Z",
      to: "2026-11-14T12:30:00.000Z",
      series: "101,104",
      live: "off",
      every: "60",
      page: "2",
      open: "104",
    };
    const view = readView(params);
    expect(view.range).toEqual({ kind: "zoom", from: Date.parse(params.from), to: Date.parse(params.to) });
    expect(writeView(view)).toEqual(params);
    expect(windowOf(view.range)).toEqual({ interval: "PT2H30M", until: params.to });
  });

  it("ignores what it cannot read and keeps at most six edges", () => {
    const view = readView({
      range: "P2D",
      every: "7",
      page: "-3",
      series: "1,2,3,4,5,6,7",
      from: "x",
      to: "y",
    });
    expect(view).toMatchObject({ range: { kind: "preset", preset: "P1D" }, every: 30, page: 1 });
    expect(view.series).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(readView({ series: "" }).series).toEqual([]);
  });

  it("picks the finest bucket within a few thousand points", () => {
    expect(bucketFor(60)).toBe(1);
    expect(bucketFor(1440)).toBe(1);
    expect(bucketFor(7 * 1440)).toBe(5);
    expect(bucketFor(30 * 1440)).toBe(15);
    expect(bucketFor(90 * 1440)).toBe(60);
  });
});
