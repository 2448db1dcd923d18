import { describe, expect, it } from "vitest";
import { type PaletteProvider, providersInOrder, registerPaletteProvider } from "./providers";

const provider = (id: string, order?: number): PaletteProvider => ({
  id,
  group: id,
  order,
  search: () => [],
});

describe("palette providers", () => {
  it("list their groups by order, then in registration order", () => {
    const disposers = [
      registerPaletteProvider(provider("late", 10)),
      registerPaletteProvider(provider("first")),
      registerPaletteProvider(provider("second", 0)),
    ];
    expect(providersInOrder().map((entry) => entry.id)).toEqual(["first", "second", "late"]);
    for (const dispose of disposers) dispose();
    expect(providersInOrder()).toEqual([]);
  });
});
