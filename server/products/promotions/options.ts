import { promotablePlan } from "../domain/on-sale.ts";
import type { PromotionsDb } from "./tables.ts";

// The form's choices (spec 3 §7 "Promotions": regions, products, plans by product), and the user types and
// payment methods its filters offer, read from the products module's reference tables. Products and plans are
// those a promotion may bundle: published plans that are not transactions (catalogue.ts offers their rates).

export async function productsOf(db: PromotionsDb, tenant: string) {
  return db
    .selectFrom("product_families as f")
    .select(["f.family_id as id", "f.name"])
    .where("f.tenant_code", "=", tenant)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("product_plans as p")
          .select("p.product_id")
          .whereRef("p.family_id", "=", "f.family_id")
          .where(promotablePlan),
      ),
    )
    .orderBy("f.name")
    .orderBy("f.family_id")
    .execute();
}

export async function plansOf(db: PromotionsDb, tenant: string, familyId: number) {
  return db
    .selectFrom("product_plans as p")
    .select(["p.product_id as id", "p.name"])
    .where("p.tenant_code", "=", tenant)
    .where("p.family_id", "=", familyId)
    .where(promotablePlan)
    .orderBy("p.name")
    .orderBy("p.product_id")
    .execute();
}

export async function userTypesOf(db: PromotionsDb, tenant: string, regionId: number) {
  return db
    .selectFrom("product_user_types")
    .select(["user_type_id as id", "name"])
    .where("region_id", "=", regionId)
    .where("tenant_code", "=", tenant)
    .where("active", "=", 1)
    .orderBy("name")
    .execute();
}

export async function paymentMethodsOf(db: PromotionsDb, regionId: number, userTypeId: number) {
  return db
    .selectFrom("product_user_type_payment_methods as link")
    .innerJoin("product_payment_methods as pm", "pm.payment_method_id", "link.payment_method_id")
    .innerJoin("product_payment_colors as colour", "colour.color_id", "pm.color_id")
    .select(["pm.payment_method_id as id", "pm.name", "colour.colour"])
    .where("link.region_id", "=", regionId)
    .where("link.user_type_id", "=", userTypeId)
    .where("link.active", "=", 1)
    .orderBy("pm.name")
    .execute();
}
