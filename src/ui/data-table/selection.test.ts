import { describe, expect, it } from "vitest";
import {
  allSelection,
  emptySelection,
  headerState,
  isSelected,
  rangeSelection,
  selectedCount,
  toggleRow,
} from "./selection";

type Row = { id: number };
const rows: Row[] = Array.from({ length: 10 }, (_, id) => ({ id }));
const rowAt = (index: number) => rows[index];
const key = (row: Row) => row.id;

describe("selection", () => {
  it("toggles single rows", () => {
    let selection = toggleRow(emptySelection<Row>(), 3, rows[3]);
    expect(isSelected(selection, 3)).toBe(true);
    expect(selectedCount(selection, 10)).toBe(1);
    selection = toggleRow(selection, 3, rows[3]);
    expect(isSelected(selection, 3)).toBe(false);
  });

  it("tracks 'all' as a flag plus exclusions", () => {
    const selection = toggleRow(allSelection<Row>(), 4, rows[4]);
    expect(isSelected(selection, 4)).toBe(false);
    expect(isSelected(selection, 5)).toBe(true);
    expect(selectedCount(selection, 1_000_000)).toBe(999_999);
    expect(headerState(selection, 1_000_000)).toBe("indeterminate");
    expect(headerState(allSelection(), 10)).toBe(true);
  });

  it("selects ranges in either direction and skips unloaded rows", () => {
    const selection = rangeSelection(6, 2, 10, (i) => (i === 4 ? undefined : rowAt(i)), key);
    expect([...selection.rows.keys()]).toEqual([2, 3, 5, 6]);
    expect(rangeSelection(0, 9, 10, rowAt, key).all).toBe(true);
  });
});
