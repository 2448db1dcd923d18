import type { z } from "zod";
import type {
  Promotion,
  PromotionPage,
  PromotionRate,
  promotionCalls,
} from "../../../src/contract/products/promotions.ts";
import { caseInsensitiveLike } from "../../db/database.ts";
import { rateLines } from "./catalogue.ts";
import { promotionError } from "./errors.ts";
import type { PromotionPlanTable, PromotionsDb, PromotionTable } from "./tables.ts";

export type ListBody = z.output<typeof promotionCalls.listPromotions.body>;
type Scope = { tenant: string; regionIds: readonly number[] };
type Row = Omit<PromotionTable, "promotion_id"> & { promotion_id: number };

/** The tenant's promotions in the caller's regions that match the list's filters and search (§2, §5). */
function matching(db: PromotionsDb, scope: Scope, body: ListBody) {
  const like = caseInsensitiveLike(db);
  const text = body.query;
  const plans = body.plan_id ?? [];
  return db
    .selectFrom("promotions")
    .where("tenant_code", "=", scope.tenant)
    .where("region_id", "in", scope.regionIds.length > 0 ? [...scope.regionIds] : [0])
    .$if(body.product_id !== undefined, (q) => q.where("family_id", "=", body.product_id as number))
    .$if(body.region_id !== undefined, (q) => q.where("region_id", "=", body.region_id as number))
    .$if(body.user_type_id !== undefined, (q) => q.where("user_type_id", "=", body.user_type_id as number))
    .$if(body.payment_method_id !== undefined, (q) =>
      q.where("payment_method_id", "=", body.payment_method_id as number),
    )
    .$if(body.state !== undefined, (q) => q.where("state", "=", body.state as "draft"))
    .$if(plans.length > 0, (q) =>
      q.where("promotion_id", "in", (eb) =>
        eb.selectFrom("promotion_plans").select("promotion_plans.promotion_id").where("plan_id", "in", plans),
      ),
    )
    .$if(text !== "", (q) =>
      q.where((eb) =>
        eb.or([
          eb("name", like, `%${text}%`),
          eb("description", like, `%${text}%`),
          ...(/^\d{1,15}$/.test(text) ? [eb("promotion_id", "=", Number(text))] : []),
        ]),
      ),
    );
}

/** The line a stored plan bundled: its rate's line for the promotion's user type and method. */
function lineOf(lines: readonly PromotionRate[], row: Row, plan: PromotionPlanTable) {
  const candidates = lines.filter(
    (line) =>
      line.rate_id === plan.rate_id &&
      line.user_type.id === row.user_type_id &&
      line.payment_method.id === row.payment_method_id,
  );
  return candidates.find((line) => line.currency.id === row.currency_id) ?? candidates[0];
}

/** Promotions with their plans, the first plan's references repeated on the promotion (§3). */
async function withPlans(db: PromotionsDb, scope: Scope, rows: readonly Row[]): Promise<Promotion[]> {
  if (rows.length === 0) return [];
  const plans = await db
    .selectFrom("promotion_plans")
    .selectAll()
    .where(
      "promotion_id",
      "in",
      rows.map((row) => row.promotion_id),
    )
    .orderBy("position")
    .execute();
  const rateIds = [...new Set(plans.map((plan) => plan.rate_id))];
  const lines =
    rateIds.length === 0
      ? []
      : await rateLines(db, { tenant: scope.tenant, regionIds: null }, { rate_id: rateIds, retired: true });
  return rows.map((row) => {
    const bundled = plans.flatMap((plan) => {
      if (plan.promotion_id !== row.promotion_id) return [];
      const line = lineOf(lines, row, plan);
      return line ? [{ ...line, position: plan.position, cycle: Number(plan.cycle) }] : [];
    });
    const first = bundled[0];
    return {
      id: row.promotion_id,
      name: row.name,
      description: row.description,
      state: row.state,
      active: row.active,
      product: first?.product ?? null,
      region: first?.region ?? null,
      user_type: first?.user_type ?? null,
      payment_method: first?.payment_method ?? null,
      currency: first?.currency ?? null,
      plans: bundled,
      user_data: {
        publish_date: row.publish_date,
        modified_date: row.modified_date,
        publish_user_name: row.publish_user,
        modified_user_name: row.modified_user,
      },
    };
  });
}

export async function listPromotions(db: PromotionsDb, scope: Scope, body: ListBody): Promise<PromotionPage> {
  const [rows, count] = await Promise.all([
    matching(db, scope, body)
      .selectAll()
      .orderBy("promotion_id", "desc")
      .limit(body.quantity)
      .offset(body.from)
      .execute(),
    matching(db, scope, body)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.n), promotions: await withPlans(db, scope, rows) };
}

/** One promotion of the tenant in the caller's regions, or promotion_not_found. */
export async function getPromotion(db: PromotionsDb, scope: Scope, id: number): Promise<Promotion> {
  const row = await db
    .selectFrom("promotions")
    .selectAll()
    .where("promotion_id", "=", id)
    .where("tenant_code", "=", scope.tenant)
    .where("region_id", "in", scope.regionIds.length > 0 ? [...scope.regionIds] : [0])
    .executeTakeFirst();
  if (!row) throw promotionError("promotion_not_found");
  const [promotion] = await withPlans(db, scope, [row]);
  return promotion;
}
