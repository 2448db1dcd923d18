import { describe, expect, it } from "vitest";
import {
  allSelection,
  emptySelection,
  headerState,
  isSelected,
  mergeRanges,
  onlyRow,
  rangeSelection,
  selectedCount,
  toggleRow,
} from "./selection";

type Row = { id: number };
const row = (id: number): Row => ({ id });

describe("selection", () => {
  it("toggles single rows", () => {
    let selection = toggleRow(emptySelection<Row>(), 3, 3, row(3));
    expect(isSelected(selection, 3, 3)).toBe(true);
    expect(selectedCount(selection, 10)).toBe(1);
    selection = toggleRow(selection, 3, 3, row(3));
    expect(isSelected(selection, 3, 3)).toBe(false);
  });

  it("tracks 'all' as a flag plus exclusions", () => {
    const selection = toggleRow(allSelection<Row>(), 4, 4, row(4));
    expect(isSelected(selection, 4, 4)).toBe(false);
    expect(isSelected(selection, 5, 5)).toBe(true);
    expect(selectedCount(selection, 1_000_000)).toBe(999_999);
    expect(headerState(selection, 1_000_000)).toBe("indeterminate");
    expect(headerState(allSelection(), 10)).toBe(true);
  });

  it("keeps a range whole however few of its rows were ever loaded", () => {
    // Rows 0–138 of a million-row server view, only block 0 (rows 0–99) ever loaded: still 139.
    const selection = rangeSelection<Row>(0, 138, 1_000_000);
    expect(selectedCount(selection, 1_000_000)).toBe(139);
    expect(isSelected(selection, 120, "never loaded")).toBe(true);
    expect(isSelected(selection, 139, 139)).toBe(false);
    // Shift+click 10,000 rows down from row 5, in either direction.
    expect(selectedCount(rangeSelection<Row>(10_005, 5, 1_000_000), 1_000_000)).toBe(10_001);
  });

  it("flips toggled rows inside and outside a range", () => {
    let selection = rangeSelection<Row>(10, 19, 100);
    selection = toggleRow(selection, "r12", 12, row(12)); // off inside the range
    selection = toggleRow(selection, "r50", 50, row(50)); // on outside it
    expect(isSelected(selection, 12, "r12")).toBe(false);
    expect(isSelected(selection, 50, "r50")).toBe(true);
    expect(selectedCount(selection, 100)).toBe(10);
  });

  it("replaces the selection with a range, or adds to it when asked", () => {
    const single = onlyRow<Row>(1, 1, row(1));
    expect(selectedCount(rangeSelection(5, 7, 100), 100)).toBe(3);
    const added = rangeSelection(5, 7, 100, single);
    expect(selectedCount(added, 100)).toBe(4);
    expect(isSelected(added, 1, 1)).toBe(true);
    expect(rangeSelection(9, 0, 10).all).toBe(true);
  });

  it("merges overlapping and touching ranges", () => {
    expect(
      mergeRanges([
        [10, 20],
        [0, 3],
        [4, 5],
        [15, 30],
      ]),
    ).toEqual([
      [0, 5],
      [10, 30],
    ]);
  });
});
