import { describe, expect, it } from "vitest";
import { filterRows, searchPattern, textKey } from "./client-view";
import { sortRows } from "./sort-rows";
import { runNow } from "./time-slice";
import type { Column } from "./types";

type Row = { id: number; name: string; amount: number | null };
const rows: Row[] = [
  { id: 1, name: "Zoe", amount: 10 },
  { id: 2, name: "álvaro", amount: null },
  { id: 3, name: "Bruno", amount: -5 },
  { id: 4, name: "alba", amount: 10 },
  { id: 5, name: "", amount: 2.5 },
];
const name: Column<Row> = { id: "name", header: "Name", value: (r) => r.name };
const amount: Column<Row> = { id: "amount", header: "Amount", value: (r) => r.amount };

const ids = (order: Uint32Array) => [...order].map((i) => rows[i].id);

describe("client sorting", () => {
  it("sorts text case- and accent-insensitively with empty values last", () => {
    expect(ids(runNow(sortRows(rows, name, "asc")))).toEqual([4, 2, 3, 1, 5]);
    expect(ids(runNow(sortRows(rows, name, "desc")))).toEqual([1, 3, 2, 4, 5]);
  });

  it("sorts numbers numerically, stable for ties, empty last", () => {
    expect(ids(runNow(sortRows(rows, amount, "asc")))).toEqual([3, 5, 1, 4, 2]);
    expect(ids(runNow(sortRows(rows, amount, "desc")))).toEqual([1, 4, 5, 3, 2]);
  });

  it("sorts 200,000 rows correctly", () => {
    const many = Array.from({ length: 200_000 }, (_, i) => ({
      id: i,
      name: `n${(i * 7919) % 200_000}`,
      amount: (i * 31) % 1000,
    }));
    const order = runNow(sortRows(many, amount, "asc"));
    for (let i = 1; i < order.length; i++) {
      const a = many[order[i - 1]];
      const b = many[order[i]];
      expect(a.amount <= b.amount && (a.amount < b.amount || a.id < b.id)).toBe(true);
    }
  });

  it("normalises keys", () => {
    expect(textKey("Ñandú ÁRBOL")).toBe("nandu arbol");
  });
});

describe("client search", () => {
  it("keeps the given order and matches any column, case-insensitively", () => {
    const sorted = runNow(sortRows(rows, name, "asc"));
    const found = runNow(filterRows(rows, sorted, [name, amount], "al"));
    expect(ids(found)).toEqual([4, 2]);
    expect(ids(runNow(filterRows(rows, null, [name, amount], "10")))).toEqual([1, 4]);
    expect(runNow(filterRows(rows, null, [name], "10")).length).toBe(0);
  });
});

describe("search pattern", () => {
  it("ignores case and accents and escapes regex characters", () => {
    const pattern = searchPattern(textKey("INIGO"));
    expect(pattern.test("Íñigo López")).toBe(true);
    expect(pattern.test("Inigo")).toBe(true);
    expect(pattern.test("Iago")).toBe(false);
    expect(searchPattern("a.b(").test("xa.b(y")).toBe(true);
    expect(searchPattern("a.b(").test("axb(")).toBe(false);
  });
});
