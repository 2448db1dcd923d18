import { describe, expect, it } from "vitest";
import { sortRows } from "./sort-rows";
import { compareText, foldText, writeTextKeys } from "./text-order";
import { runNow } from "./time-slice";

describe("text order", () => {
  it("ignores case and accents", () => {
    expect(compareText("Álvaro", "alvaro")).toBe(0);
    expect(compareText("Ñandú", "nandu")).toBe(0);
    expect(compareText("Martín", "martinez")).toBeLessThan(0);
    expect(compareText("zeta", "Ábaco")).toBeGreaterThan(0);
    expect(foldText("ÍÑIGO")).toBe("inigo");
  });

  it("packs the first twelve folded characters into two keys", () => {
    const first = new Float64Array(4);
    const second = new Float64Array(4);
    const exact = new Uint8Array(4);
    ["abcdefghijkl", "ABCDÉFGHIJKM", "Жанна", "Íñigo"].forEach(
      (text, i) => void writeTextKeys(text, i, first, second, exact),
    );
    expect(first[0]).toBe(first[1]);
    expect(second[0]).toBeLessThan(second[1]);
    expect([...exact]).toEqual([1, 1, 0, 1]);
    expect(first[2]).toBe(255 * 256 ** 5);
    expect(second[2]).toBe(0);
  });

  it("sorts mixed scripts consistently with compareText", () => {
    const alphabet = ["a", "B", "á", "Z", "ñ", "Ж", "ж", "中", " ", "1", "é", "E"];
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const rows = Array.from({ length: 3000 }, () =>
      Array.from(
        { length: 1 + Math.floor(random() * 16) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join(""),
    );
    const column = { id: "t", header: "T", value: (row: string) => row };
    for (const order of ["asc", "desc"] as const) {
      const sorted = runNow(sortRows(rows, column, order));
      const sign = order === "asc" ? 1 : -1;
      for (let i = 1; i < sorted.length; i++) {
        expect(sign * compareText(rows[sorted[i - 1]], rows[sorted[i]])).toBeLessThanOrEqual(0);
      }
    }
  });
});
