import type { Db } from "../../db/database.ts";
import { AUDIT_COLUMNS } from "../../db/tables/audit.ts";
import type { Scale } from "../../seed/context.ts";
import type { BulkLoader } from "../../seed/loader.ts";
import { rowBuffer } from "../../seed/loader.ts";
import { createRng, type Rng } from "../../seed/prng.ts";
import { promotableRate } from "../domain/on-sale.ts";
import { linesWithRateAndPlan } from "../domain/rate-lines.ts";
import { type PromotionsDb, promotionsDb } from "../promotions/tables.ts";

// Promotions over the seeded plans (after the products seed): drafts and published ones, each bundling one or
// two rate payment lines that share product, region, user type and payment method, as the save requires.

export const PROMOTION_COUNTS: Record<Scale, number> = { small: 24, large: 3_000 };
const SEED_USER = "operador@adm.test";
const NAMES = ["Verano", "Navidad", "Familia", "Bienvenida", "Fidelidad", "Estudiantes", "Deportes", "Cine"];

type Line = {
  rate_id: number;
  plan_id: number;
  family_id: number;
  region_id: number;
  user_type_id: number;
  payment_method_id: number;
  currency_id: number;
  tenant_code: string;
};

async function liveLines(db: PromotionsDb): Promise<Line[]> {
  return linesWithRateAndPlan(db)
    .select([
      "r.rate_id",
      "p.product_id as plan_id",
      "pay.user_type_id",
      "pay.payment_method_id",
      "pay.currency_id",
      "r.region_id",
      "p.tenant_code",
      (eb) => eb.fn.coalesce("p.family_id", eb.lit(0)).as("family_id"),
    ])
    .where(promotableRate)
    .where("p.family_id", "is not", null)
    .orderBy("pay.payment_id")
    .execute();
}

/** Lines that may share a promotion, grouped by product, region, user type, method and tenant. */
function groupsOf(lines: readonly Line[]): Line[][] {
  const groups = new Map<string, Line[]>();
  for (const line of lines) {
    const key = [
      line.tenant_code,
      line.family_id,
      line.region_id,
      line.user_type_id,
      line.payment_method_id,
    ].join();
    const group = groups.get(key) ?? [];
    if (!group.some((other) => other.rate_id === line.rate_id)) group.push(line);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function pickPlans(rng: Rng, group: readonly Line[]): Line[] {
  const first = rng.pick(group);
  const others = group.filter((line) => line.rate_id !== first.rate_id);
  return others.length > 0 && rng.chance(0.6) ? [first, rng.pick(others)] : [first];
}

export async function seedPromotions(
  shared: Db,
  loader: BulkLoader,
  scale: Scale,
  now: number,
): Promise<number> {
  const db = promotionsDb(shared);
  const groups = groupsOf(await liveLines(db));
  if (groups.length === 0) return 0;
  // Its own sequence, so the other seeds' rows do not change when this one does.
  const rng = createRng(20_261_120);
  const promotions = rowBuffer("promotions", [
    "promotion_id",
    "name",
    "description",
    "state",
    "active",
    "tenant_code",
    "family_id",
    "region_id",
    "user_type_id",
    "payment_method_id",
    "currency_id",
    ...AUDIT_COLUMNS,
  ]);
  const plans = rowBuffer("promotion_plans", ["promotion_id", "position", "rate_id", "plan_id", "cycle"]);
  const count = PROMOTION_COUNTS[scale];
  await loader.bulk(["promotions", "promotion_plans"], async () => {
    for (let id = 1; id <= count; id++) {
      const chosen = pickPlans(rng, groups[(id * 7) % groups.length]);
      const first = chosen[0];
      const date = new Date(now - rng.int(1, 400) * 86_400_000).toISOString();
      const published = id % 3 === 0;
      promotions.add(
        id,
        `${rng.pick(NAMES)} ${id}`,
        `Promoción de ${rng.pick(NAMES).toLowerCase()} número ${id}`,
        published ? "published" : "draft",
        1,
        first.tenant_code,
        first.family_id,
        first.region_id,
        first.user_type_id,
        first.payment_method_id,
        first.currency_id,
        date,
        SEED_USER,
        date,
        SEED_USER,
        published ? date : null,
        published ? SEED_USER : null,
      );
      chosen.forEach((line, index) => {
        plans.add(id, index + 1, line.rate_id, line.plan_id, index === 0 ? rng.int(1, 12) : 1200);
      });
      if (id % 500 === 0) await loader.write([promotions.take(), plans.take()]);
    }
    await loader.write([promotions.take(), plans.take()]);
  });
  return count;
}
