import { describe, expect, it } from "vitest";
import { rowsActedOn } from "./selection";

// The rows a pane's commands act on are those its table's row keys act on (issue 31 item 6d).
describe("rowsActedOn", () => {
  const [a, b, c] = [{ id: 1 }, { id: 2 }, { id: 3 }];

  it("is the highlighted row when nothing is selected, or one other row is", () => {
    expect(rowsActedOn([], b)).toEqual([b]);
    expect(rowsActedOn([a], b)).toEqual([b]);
  });

  it("is a selection of several that holds the highlighted row, else that row alone", () => {
    expect(rowsActedOn([a, b], b)).toEqual([a, b]);
    expect(rowsActedOn([a, b], c)).toEqual([c]);
  });

  it("is the selection while no row is highlighted", () => {
    expect(rowsActedOn([a, b], undefined)).toEqual([a, b]);
    expect(rowsActedOn([], undefined)).toEqual([]);
  });
});
