import { describe, expect, it } from "vitest";
import { EMPTY_PLAN, onTypeChange, type PlanFormValues, planPayload, planResolver } from "./plan-form";

const plan = (overrides: Partial<PlanFormValues> = {}): PlanFormValues => ({
  ...EMPTY_PLAN,
  family_mode: "new",
  family_name: "Familia",
  name: "Plan Básico",
  ...overrides,
});

const resolve = async (values: PlanFormValues) =>
  (await planResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })).errors;

describe("plan step form", () => {
  it("sends unlimited renewal as 1200 cycles", () => {
    expect(planPayload(plan({ unlimited: true, cycles: "5" })).temporary_limit).toBe(1200);
    expect(planPayload(plan({ cycles: "5" })).temporary_limit).toBe(5);
  });

  it("puts the shared rules' issues on the form's fields", async () => {
    expect(await resolve(plan())).toEqual({});
    expect((await resolve(plan({ name: "Plan$" }))).name?.message).toBe("product-rules.invalidChars");
    expect((await resolve(plan({ cycles: "0" }))).cycles?.message).toBe("product-rules.cyclesRange");
  });

  it("a transaction with automatic availability saves 1200 hours, a manual one its 24 or 48", async () => {
    const serie = onTypeChange(plan(), "M");
    expect(planPayload({ ...serie, content_type: "Serie" }).temporary_limit).toBe(1200);
    expect(planPayload({ ...serie, content_type: "TVOD", hours: "48" }).temporary_limit).toBe(48);
    expect((await resolve({ ...serie, content_type: "TVOD", hours: "12" })).hours?.message).toBe(
      "product-rules.availabilityHours",
    );
  });

  it("changing the type resets the fields that depend on it", () => {
    const changed = onTypeChange(plan({ unlimited: true, cycles: "7", priority: true }), "M");
    expect(changed).toMatchObject({
      type: "M",
      content_type: "TVOD",
      unlimited: false,
      cycles: "1",
      priority: false,
    });
  });

  it("priority is 0 without a family", () => {
    expect(planPayload(plan({ priority: true })).priority).toBe(0);
    expect(planPayload(plan({ family_mode: "existing", family_id: "4", priority: true })).priority).toBe(1);
  });
});
