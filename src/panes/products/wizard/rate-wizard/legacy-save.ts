import type { z } from "zod";
import type { legacyStepPayload } from "../../../../contract/products/wizard";
import { saveLegacyRateStep } from "../../domain/wizard-queries";

/** Saves a legacy step: the rate of the URL, or a new one of its plan and region (steps 0 and 1). */
export async function saveLegacyStep(
  step: number,
  params: Readonly<Record<string, string>>,
  body: z.input<typeof legacyStepPayload>,
): Promise<{ rate_id: string }> {
  const rateId = Number(params.rate_id) || 0;
  const result = await saveLegacyRateStep(
    step,
    {
      ...(rateId > 0 ? { rate_id: rateId } : {}),
      region_id: Number(params.region_id),
      product_id: Number(params.product_id),
      action: "save",
    },
    body,
  );
  return { rate_id: String(result.rate_id) };
}
