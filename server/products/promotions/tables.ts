import type { Generated, Kysely } from "kysely";
import type { PromotionState } from "../../../src/contract/products/promotions.ts";
import { moduleDb } from "../../db/module-db.ts";
import type { AuditColumns } from "../../db/tables/audit.ts";
import type { ProductsDatabase, ProductTables } from "../domain/tables.ts";

// Tables of the promotions module (migration 520), kept to the module (db.withTables<PromotionTables>()).

export type PromotionTable = AuditColumns & {
  promotion_id: Generated<number>;
  name: string;
  description: string;
  state: PromotionState;
  active: number;
  tenant_code: string;
  family_id: number;
  region_id: number;
  user_type_id: number;
  payment_method_id: number;
  currency_id: number;
};

export type PromotionPlanTable = {
  promotion_id: number;
  position: number;
  rate_id: number;
  plan_id: number;
  /** bigint: PostgreSQL answers it as text, so it is read through Number(). */
  cycle: number | string;
};

export type PromotionTables = { promotions: PromotionTable; promotion_plans: PromotionPlanTable };
export type PromotionsDatabase = ProductsDatabase & PromotionTables;
export type PromotionsDb = Kysely<PromotionsDatabase>;
export const promotionsDb = moduleDb<ProductTables & PromotionTables>();
