import { SEED_NOW } from "../../seed/reference-data.ts";
import type { ReferenceSeed } from "./seed-reference.ts";
import { HUBCORP_TARGET } from "./seed-reference-data.ts";
import type { catalogueWriter } from "./seed-writer.ts";

// Named rows of both tenants in every state, which tests and e2e specs use by id (spec 3 §4): a published
// family with a published plan whose rates are draft, uat, publish, inactive, corporate hub, in a region few
// users hold (argentina) and in the frozen region; a draft family with a draft plan (deletable); a draft plan
// that still carries a draft rate (not deletable).

const tenantFixtures = (base: number, rateBase: number) => ({
  family: base + 1,
  draftFamily: base + 2,
  plan: base + 1,
  draftPlan: base + 2,
  draftPlanWithRate: base + 3,
  rates: {
    draft: rateBase + 1,
    uat: rateBase + 2,
    publish: rateBase + 3,
    inactive: rateBase + 4,
    hubcorp: rateBase + 5,
    argentina: rateBase + 6,
    frozen: rateBase + 7,
    onDraftPlan: rateBase + 8,
  },
});

export const PRODUCT_FIXTURES = {
  video: { ...tenantFixtures(0, 0), planName: "Plan Premium Video" },
  music: { ...tenantFixtures(3, 8), planName: "Producto Premium Musica" },
} as const;
/** Generated rows take ids after these. */
export const FIXTURE_IDS = { families: 6, plans: 6, rates: 16 };

const MEXICO = 441;
const ARGENTINA = 749;
const DATE = new Date(SEED_NOW - 30 * 86_400_000).toISOString();
const USER = "operador@adm.test";

export async function writeFixtures(
  writer: ReturnType<typeof catalogueWriter>,
  ref: ReferenceSeed,
): Promise<void> {
  for (const [tenant, f] of Object.entries(PRODUCT_FIXTURES)) {
    const who = { tenant, date: DATE, user: USER };
    await writer.family({ ...who, id: f.family, name: `${f.planName} Familia`, published: true });
    await writer.family({ ...who, id: f.draftFamily, name: `${f.planName} Borrador`, published: false });
    const plan = { ...who, type: "A" as const, contentType: "SVOD" };
    // id, family, name, state
    const plans = [
      [f.plan, f.family, f.planName, "published"],
      [f.draftPlan, f.draftFamily, `${f.planName} Nuevo`, "draft"],
      [f.draftPlanWithRate, f.family, `${f.planName} Retirado`, "draft"],
    ] as const;
    for (const [id, familyId, name, state] of plans)
      await writer.plan({ ...plan, id, familyId, name, state });
    const lines = (regionId: number) => ref.offers.get(`${regionId}:${tenant}`) ?? [];
    const rate = (id: number, regionId: number, state: "draft" | "uat" | "publish", extra = {}) => ({
      ...who,
      id,
      planId: f.plan,
      planName: f.planName,
      regionId,
      state,
      active: true,
      hubcorp: false,
      targets: [1, 2],
      lines: lines(regionId),
      ...extra,
    });
    const r = f.rates;
    await writer.rate(rate(r.draft, MEXICO, "draft"));
    await writer.rate(rate(r.uat, MEXICO, "uat"));
    await writer.rate(rate(r.publish, MEXICO, "publish"));
    await writer.rate(rate(r.inactive, MEXICO, "publish", { active: false }));
    await writer.rate(rate(r.hubcorp, MEXICO, "draft", { hubcorp: true, targets: [HUBCORP_TARGET] }));
    await writer.rate(rate(r.argentina, ARGENTINA, "publish"));
    await writer.rate(rate(r.frozen, ref.frozenRegionId, "publish"));
    await writer.rate(rate(r.onDraftPlan, MEXICO, "draft", { planId: f.draftPlanWithRate }));
  }
}
