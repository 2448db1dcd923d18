import { describe, expect, it } from "vitest";
import { generateCatalogue, PRODUCT_SCALES } from "../../server/products/seed/seed.ts";
import type { RateSeed } from "../../server/products/seed/seed-writer.ts";

// The minimum at the large scale: 500 families, 2,500 plans, 25,000 rates, payments on every rate.

describe("products seed sizes", () => {
  it("generates at least 500 families, 2,500 plans and 25,000 rates with payments at the large scale", async () => {
    const offers = new Map<string, { userTypeId: number; methodId: number; currencyId: number }[]>();
    const regionIds = [
      1, 441, 746, 748, 749, 750, 751, 752, 753, 754, 755, 756, 757, 758, 759, 760, 761, 762,
    ];
    for (const id of regionIds)
      for (const tenant of ["video", "music"])
        offers.set(`${id}:${tenant}`, [
          { userTypeId: 1, methodId: 7, currencyId: 1 },
          { userTypeId: 2, methodId: 1, currencyId: 1 },
        ]);
    const rates: RateSeed[] = [];
    const report = await generateCatalogue(
      { family: async () => {}, plan: async () => {}, rate: async (rate) => void rates.push(rate) },
      { regionIds, frozenRegionId: 762, offers },
      PRODUCT_SCALES.large.families,
    );
    expect(report.families).toBeGreaterThanOrEqual(500);
    expect(report.plans).toBeGreaterThanOrEqual(2_500);
    expect(report.rates).toBeGreaterThanOrEqual(25_000);
    expect(rates.every((rate) => rate.lines.length > 0 && rate.regionId !== 762)).toBe(true);
    expect(new Set(rates.map((rate) => `${rate.state}:${rate.active}`))).toEqual(
      new Set(["draft:true", "uat:true", "publish:true", "publish:false"]),
    );
  });
});
