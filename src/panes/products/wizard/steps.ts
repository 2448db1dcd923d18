// The product wizard's seven steps (spec 3 §2): 1–3 act on the plan, 4–7 on one of its rates.

export const PRODUCT_STEPS = [1, 2, 3, 4, 5, 6, 7] as const;
export type ProductStep = (typeof PRODUCT_STEPS)[number];

export const STEP_KEYS: Record<ProductStep, string> = {
  1: "plan",
  2: "filters",
  3: "activate",
  4: "rate",
  5: "communication",
  6: "uat",
  7: "production",
};

/** Steps 4 to 7 belong to a rate of the plan. */
export const isRateStep = (step: number) => step >= 4;

/** The legacy rate wizard's steps, forms frmStep0 to frmStep4. */
export const RATE_STEPS = [0, 1, 2, 3, 4] as const;
export type RateStep = (typeof RATE_STEPS)[number];
/** Spec 3 §2: after a save the legacy wizard's next step is capped at 5. */
export const RATE_STEP_CAP = 5;

export const nextRateStep = (saved: number) => Math.min(saved + 1, RATE_STEP_CAP);

/** The route's step: absent is 1 (the spec's default); anything but an integer is no step at all. */
export function parseStep(raw: string | undefined): number | null {
  if (raw === undefined || raw === "") return 1;
  if (!/^\d{1,2}$/.test(raw)) return null;
  return Number(raw);
}
