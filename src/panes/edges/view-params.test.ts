import { describe, expect, it } from "vitest";
import { bucketFor, readView, windowOf, writeView, zoomTo } from "./view-params";

describe("edge list view params", () => {
  it("reads defaults from empty params and writes them back as nothing", () => {
    const view = readView({});
    expect(view).toEqual({
      preset: "P1D",
      zoom: null,
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
      range: "P7D",
      from: "2026-11-14T10:00:00.000Z",
      to: "2026-11-14T12:30:00.000Z",
      series: "101,104",
      live: "off",
      every: "60",
      page: "2",
      open: "104",
    };
    const view = readView(params);
    expect(view.zoom).toEqual({ from: Date.parse(params.from), to: Date.parse(params.to) });
    expect(writeView(view)).toEqual(params);
    expect(windowOf(view)).toEqual({ interval: "PT2H30M", until: params.to });
    expect(windowOf({ ...view, zoom: null })).toEqual({ interval: "P7D" });
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
    expect(view).toMatchObject({ preset: "P1D", zoom: null, every: 30, page: 1 });
    expect(view.series).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(readView({ series: "" }).series).toEqual([]);
  });

  it("zooms to whole minutes, at least ten, never past now", () => {
    const now = Date.parse("2026-11-15T12:00:00.000Z");
    expect(zoomTo({ from: now - 3_600_000 - 20_000, to: now - 59_000 }, now, 1440)).toEqual({
      from: now - 3_600_000 - 60_000,
      to: now,
    });
    expect(zoomTo({ from: now - 120_000, to: now + 600_000 }, now, 1440)).toEqual({
      from: now - 600_000,
      to: now,
    });
    expect(zoomTo({ from: 0, to: now }, now, 1440)).toEqual({ from: now - 1440 * 60_000, to: now });
  });

  it("picks the finest bucket within a few thousand points", () => {
    expect(bucketFor(60)).toBe(1);
    expect(bucketFor(1440)).toBe(1);
    expect(bucketFor(7 * 1440)).toBe(5);
    expect(bucketFor(30 * 1440)).toBe(15);
    expect(bucketFor(90 * 1440)).toBe(60);
  });
});
