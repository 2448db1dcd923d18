import { trialUnitOf } from "../../../src/contract/products/rules-rate.ts";
import type { WizardRate } from "../../../src/contract/products/wizard.ts";
import { allWhere } from "../../db/by-keys.ts";
import type { Actor } from "../domain/actor.ts";
import { rateLastStep } from "../domain/publication.ts";
import { legacyLineOf, rateRules } from "./legacy-view.ts";
import { type Conn, type Rate, rateOf } from "./load.ts";

// A rate as the wizard shows it (spec 3 §3 Rate, rate payment): targets, payments with their e-mails, the
// region (frozen or not), allow_abm for the caller, and last_step_saved read as at least 5 (the rate exists).

const ids = (json: string): string[] => (JSON.parse(json) as unknown[]).map(String);

export async function viewOf(db: Conn, actor: Actor, rate: Rate): Promise<WizardRate> {
  const region = await db
    .selectFrom("regions as r")
    .leftJoin("product_frozen_regions as f", "f.region_id", "r.region_id")
    .select(["r.region_id", "r.name", "f.region_id as frozen"])
    .where("r.region_id", "=", rate.region_id)
    .executeTakeFirstOrThrow();
  const targets = await allWhere(
    db,
    "product_rate_targets",
    ["target_id"],
    { rate_id: rate.rate_id },
    "target_id",
  );
  const payments = await db
    .selectFrom("product_rate_payments as p")
    .innerJoin("product_payment_methods as m", "m.payment_method_id", "p.payment_method_id")
    .selectAll("p")
    .select("m.service_id_required")
    .where("p.rate_id", "=", rate.rate_id)
    .orderBy("p.payment_id")
    .execute();
  const catalogue = await db
    .selectFrom("product_rate_catalogue_ids")
    .select("catalogue_product_id")
    .where("rate_id", "=", rate.rate_id)
    .execute();
  const mails = payments.length
    ? await db
        .selectFrom("product_payment_mails")
        .select(["payment_id", "kind", "key_email"])
        .where(
          "payment_id",
          "in",
          payments.map((p) => p.payment_id),
        )
        .execute()
    : [];
  const mailOf = (paymentId: number, kind: string) =>
    mails.find((m) => m.payment_id === paymentId && m.kind === kind)?.key_email ?? null;
  return {
    id: rate.rate_id,
    name: rate.name,
    description: rate.description,
    product_id: rate.product_id,
    region: { id: region.region_id, name: region.name, region_frozen: region.frozen !== null },
    state: rate.state,
    active: rate.active,
    trial_period: rate.trial_period,
    trial_unit: trialUnitOf(rate.trial_unit),
    initials: rate.initials,
    target_id: targets.map((t) => t.target_id),
    catalogue_ids: catalogue.map((c) => c.catalogue_product_id),
    eligibility_rate: rate.eligibility_rate,
    is_hubcorp: rate.is_hubcorp,
    allow_abm: actor.regionIds.has(rate.region_id),
    last_step_saved: rateLastStep(rate),
    rules: rateRules(rate),
    legacy_line: await legacyLineOf(db, rate.rate_id),
    payments: payments.map((p) => ({
      user_type_id: p.user_type_id,
      payment_method_id: p.payment_method_id,
      currency_id: p.currency_id,
      price: p.price,
      net_price: p.net_price,
      tax: p.tax,
      external_service_id_out: p.ext_service_id_out,
      external_service_id_in: ids(p.external_service_id_in),
      service_type: p.service_type_code,
      active: p.active,
      key_email: mailOf(p.payment_id, "purchase"),
      cancelation_key_email: mailOf(p.payment_id, "cancel"),
      service_id_required: p.service_id_required === 1,
    })),
  };
}

export async function rateView(db: Conn, actor: Actor, rateId: number): Promise<WizardRate> {
  const { rate } = await rateOf(db, actor, rateId);
  return viewOf(db, actor, rate);
}
