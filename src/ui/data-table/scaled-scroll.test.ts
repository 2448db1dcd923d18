import { describe, expect, it } from "vitest";
import {
  createScale,
  indexAtOffset,
  MAX_SPACER_PX,
  offsetToReveal,
  pageSize,
  rowWindow,
  toReal,
  toVirtual,
} from "./scaled-scroll";

const COUNT = 1_000_000;
const ROW = 32;
const VIEW = 640;

describe("scaled scrolling", () => {
  const scale = createScale(COUNT, ROW, VIEW);

  it("caps the spacer and scales the ratio so the full list stays reachable", () => {
    expect(scale.virtualHeight).toBe(32_000_000);
    expect(scale.spacerHeight).toBe(MAX_SPACER_PX);
    expect(scale.ratio).toBeCloseTo((32_000_000 - VIEW) / (MAX_SPACER_PX - VIEW), 9);
  });

  it("keeps a ratio of 1 when the list fits", () => {
    const small = createScale(1000, ROW, VIEW);
    expect(small.ratio).toBe(1);
    expect(small.spacerHeight).toBe(32_000);
    expect(toVirtual(small, 500)).toBe(500);
  });

  it.each([0, 500_000, 999_999])("round-trips row %i between index, virtual and real offsets", (index) => {
    const virtual = offsetToReveal(scale, 0, index);
    const real = toReal(scale, virtual);
    expect(real).toBeLessThanOrEqual(scale.spacerHeight - VIEW);
    const back = toVirtual(scale, real);
    expect(back).toBeCloseTo(virtual, 6);
    const window = rowWindow(scale, back, 0);
    expect(window.first).toBeLessThanOrEqual(index);
    expect(window.last).toBeGreaterThanOrEqual(index);
    // The row lies fully inside the viewport.
    const top = (index - window.first) * ROW + window.translate;
    expect(top).toBeGreaterThanOrEqual(-1e-6);
    expect(top + ROW).toBeLessThanOrEqual(VIEW + 1e-6);
  });

  it("maps the bottom of the real scroll range to the very last row", () => {
    const virtual = toVirtual(scale, scale.spacerHeight - VIEW);
    expect(virtual).toBeCloseTo(32_000_000 - VIEW, 6);
    expect(rowWindow(scale, virtual, 2).last).toBe(COUNT - 1);
    expect(indexAtOffset(scale, virtual)).toBe(COUNT - VIEW / ROW);
  });

  it("renders only visible rows plus overscan", () => {
    const window = rowWindow(scale, toVirtual(scale, 4_000_000), 3);
    expect(window.last - window.first + 1).toBeLessThanOrEqual(VIEW / ROW + 1 + 6);
    expect(window.translate).toBeLessThanOrEqual(0);
  });

  it("leaves the offset unchanged when the row is already visible", () => {
    expect(offsetToReveal(scale, 3200, 105)).toBe(3200);
    expect(offsetToReveal(scale, 3200, 99)).toBe(99 * ROW);
    expect(offsetToReveal(scale, 3200, 130)).toBe(131 * ROW - VIEW);
    expect(pageSize(scale)).toBe(20);
  });

  it("renders nothing for an empty list", () => {
    const empty = createScale(0, ROW, VIEW);
    expect(rowWindow(empty, 0, 5)).toEqual({ first: 0, last: -1, translate: 0 });
  });
});
