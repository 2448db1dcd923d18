import type { Insertable, Updateable } from "kysely";
import { updateWhere } from "../../db/by-keys.ts";
import { type Actor, modifiedBy, type Trx } from "./actor.ts";
import type { RateTable } from "./tables.ts";

// The writes of a rate's configuration that the wizards' steps ask for (spec 3 §2 steps 4–5, the legacy
// steps 0–4): the rate, its channels and its catalogue ids. The caller has checked the rules; these only
// store, stamping who changed the rate and when. Publication and state changes are publication.ts and
// rate-states.ts.

type Stamped = "created_date" | "created_user" | "modified_date" | "modified_user";

/** The columns of a new rate the wizard does not set: none of them yet (spec 3 §3 Rate). */
const NEW_RATE_DEFAULTS = {
  internal_name: null,
  var_payment: null,
  var_usertype: null,
  var_countrycode: null,
  rules: "[]",
  external_service_id_in: "[]",
  rate_id_ext: null,
  deleted_date: null,
  deleted_user: null,
  publish_date: null,
  publish_user: null,
} as const;

/** What a wizard says of a new rate: its plan, region and configuration. */
export type NewRateValues = Omit<
  Insertable<RateTable>,
  "rate_id" | "state" | Stamped | keyof typeof NEW_RATE_DEFAULTS
>;

/** What a wizard step changes of a rate: its configuration columns, never its identity, state or audit. */
export type RateValues = Omit<
  Updateable<RateTable>,
  "rate_id" | "product_id" | "region_id" | "state" | Stamped | keyof typeof NEW_RATE_DEFAULTS
> &
  Pick<Updateable<RateTable>, "rules">;

/** A new draft rate, with nothing published. */
export async function createRate(trx: Trx, actor: Actor, rate: NewRateValues): Promise<number> {
  const { rate_id } = await trx
    .insertInto("product_rates")
    .values({
      ...rate,
      ...NEW_RATE_DEFAULTS,
      state: "draft",
      created_date: actor.now,
      created_user: actor.email,
      ...modifiedBy(actor),
    })
    .returning("rate_id")
    .executeTakeFirstOrThrow();
  return rate_id;
}

/** Changes the rate's configuration columns given. */
export async function updateRate(trx: Trx, actor: Actor, rateId: number, rate: RateValues): Promise<void> {
  await updateWhere(trx, "product_rates", { ...rate, ...modifiedBy(actor) }, { rate_id: rateId });
}

/** The wizard's last saved step of the rate. */
export async function recordRateStep(trx: Trx, actor: Actor, rateId: number, lastStep: number) {
  await updateRate(trx, actor, rateId, { last_step_saved: lastStep });
}

/** The rate's channels are these. */
export async function replaceTargets(trx: Trx, rateId: number, targetIds: readonly number[]) {
  await trx.deleteFrom("product_rate_targets").where("rate_id", "=", rateId).execute();
  for (const target_id of targetIds)
    await trx.insertInto("product_rate_targets").values({ rate_id: rateId, target_id }).execute();
}

/** The rate's catalogue product ids are these (each once). */
export async function replaceCatalogueIds(trx: Trx, rateId: number, ids: readonly string[]) {
  await trx.deleteFrom("product_rate_catalogue_ids").where("rate_id", "=", rateId).execute();
  for (const catalogue_product_id of ids)
    await trx
      .insertInto("product_rate_catalogue_ids")
      .values({ rate_id: rateId, catalogue_product_id })
      .execute();
}
