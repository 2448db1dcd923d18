import type { Trx } from "./actor.ts";
import { refusal } from "./failures.ts";

// A promotion bundles rates of plans (spec 3 §2, §4): a rate or plan a promotion holds cannot be deleted, nor a
// rate a published promotion sells be inactivated, or the promotion would lose its plans. The promotions
// sub-feature owns those tables; the domain only reads which promotions name a rate or a plan.

type PromotionTables = {
  promotions: { promotion_id: number; name: string; state: string };
  promotion_plans: { promotion_id: number; rate_id: number; plan_id: number };
};

type Uses = { rateId: number } | { planId: number };

/** Refuses with product_in_promotion, naming the promotions, when any (or any published one) holds it. */
export async function refuseIfPromoted(trx: Trx, uses: Uses, publishedOnly = false): Promise<void> {
  const found = await trx
    .withTables<PromotionTables>()
    .selectFrom("promotion_plans as pp")
    .innerJoin("promotions as pr", "pr.promotion_id", "pp.promotion_id")
    .select(["pr.promotion_id", "pr.name"])
    .$if("rateId" in uses, (q) => q.where("pp.rate_id", "=", (uses as { rateId: number }).rateId))
    .$if("planId" in uses, (q) => q.where("pp.plan_id", "=", (uses as { planId: number }).planId))
    .$if(publishedOnly, (q) => q.where("pr.state", "=", "published"))
    .distinct()
    .orderBy("pr.promotion_id")
    .execute();
  if (found.length > 0)
    throw refusal("product_in_promotion", `(${found.map((p) => `${p.promotion_id} ${p.name}`).join(", ")})`);
}
