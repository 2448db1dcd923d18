import { AUDIT_COLUMNS } from "../../db/tables/audit.ts";
import type { BulkLoader } from "../../seed/loader.ts";
import { rowBuffer } from "../../seed/loader.ts";
import type { PlanState, PlanType, RateState } from "../domain/tables.ts";
import { MAIL_KEYS } from "./mail-keys.ts";
import type { PaymentOffer } from "./seed-reference.ts";

// Writes families, plans, rates and their payments through the seed's loader (COPY on PostgreSQL), ids given.

export const CATALOGUE_TABLES = [
  "product_families",
  "product_plans",
  "product_rates",
  "product_rate_targets",
  "product_rate_publications",
  "product_rate_payments",
  "product_payment_mails",
];

const FLUSH_AT = 5_000;

export type FamilySeed = {
  id: number;
  tenant: string;
  name: string;
  published: boolean;
  date: string;
  user: string;
};
export type PlanSeed = {
  id: number;
  familyId: number;
  tenant: string;
  name: string;
  type: PlanType;
  contentType: string;
  state: PlanState;
  date: string;
  user: string;
};
export type RateSeed = {
  id: number;
  planId: number;
  planName: string;
  tenant: string;
  regionId: number;
  state: RateState;
  active: boolean;
  hubcorp: boolean;
  targets: number[];
  lines: PaymentOffer[];
  date: string;
  user: string;
};

const internal = (name: string, id: number) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, "_")}_${id}`;

export function catalogueWriter(loader: BulkLoader) {
  const families = rowBuffer("product_families", [
    "family_id",
    "tenant_code",
    "name",
    "internal_name",
    "description",
    ...AUDIT_COLUMNS,
  ]);
  const plans = rowBuffer("product_plans", [
    "product_id",
    "family_id",
    "tenant_code",
    "name",
    "description",
    "internal_name",
    "type",
    "content_type",
    "period",
    "frequency",
    "length",
    "priority",
    "temporary_unit",
    "temporary_limit",
    "download",
    "unlimited",
    "cycles",
    "availability",
    "availability_hours",
    "state",
    "active",
    "last_step_saved",
    ...AUDIT_COLUMNS,
  ]);
  const rates = rowBuffer("product_rates", [
    "rate_id",
    "product_id",
    "region_id",
    "name",
    "description",
    "active",
    "state",
    "trial",
    "trial_period",
    "initials",
    "eligibility_rate",
    "is_hubcorp",
    "last_step_saved",
    ...AUDIT_COLUMNS,
  ]);
  const targets = rowBuffer("product_rate_targets", ["rate_id", "target_id"]);
  const publications = rowBuffer("product_rate_publications", [
    "rate_id",
    "environment",
    "status",
    "date",
    "create_user_name",
  ]);
  const payments = rowBuffer("product_rate_payments", [
    "payment_id",
    "rate_id",
    "user_type_id",
    "payment_method_id",
    "currency_id",
    "price",
    "net_price",
    "tax",
    "active",
    "external_service_id_in",
    "ext_service_id_out",
    "modified_date",
    "modified_user",
  ]);
  const mails = rowBuffer("product_payment_mails", [
    "payment_id",
    "kind",
    "key_email",
    "status",
    "modified_date",
    "modified_user",
  ]);
  let pending = 0;
  let paymentId = 0;
  const flush = async () => {
    await loader.write([families, plans, rates, targets, publications, payments, mails].map((b) => b.take()));
    pending = 0;
  };
  const tick = async (rows: number) => {
    pending += rows;
    if (pending >= FLUSH_AT) await flush();
  };
  return {
    async family(f: FamilySeed) {
      families.add(
        f.id,
        f.tenant,
        f.name,
        internal(f.name, f.id),
        `Familia ${f.name}`,
        f.date,
        f.user,
        f.date,
        f.user,
        f.published ? f.date : null,
        f.published ? f.user : null,
      );
      await tick(1);
    },
    async plan(p: PlanSeed) {
      const published = p.state === "published";
      const subscription = p.type !== "M";
      plans.add(
        p.id,
        p.familyId,
        p.tenant,
        p.name,
        `Plan ${p.name}`,
        internal(p.name, p.id),
        p.type,
        p.contentType,
        subscription ? 1 : null,
        subscription ? 1 : null,
        subscription ? 0 : null,
        0,
        subscription ? "month" : "hour",
        subscription ? null : 48,
        0,
        0,
        subscription ? 12 : null,
        subscription ? null : "manual",
        subscription ? null : 48,
        p.state,
        published ? 1 : 0,
        published ? 3 : 1,
        p.date,
        p.user,
        p.date,
        p.user,
        published ? p.date : null,
        published ? p.user : null,
      );
      await tick(1);
    },
    async rate(r: RateSeed) {
      const uploads = r.state === "draft" ? 0 : r.state === "uat" ? 1 : 2;
      rates.add(
        r.id,
        r.planId,
        r.regionId,
        `${r.planName} ${r.regionId}`,
        `Tarifa de ${r.planName}`,
        r.active ? 1 : 0,
        r.state,
        0,
        0,
        "CV",
        0,
        r.hubcorp ? 1 : 0,
        r.state === "draft" ? 4 : 5,
        r.date,
        r.user,
        r.date,
        r.user,
        uploads > 1 ? r.date : null,
        uploads > 1 ? r.user : null,
      );
      for (const target of r.targets) targets.add(r.id, target);
      for (let i = 0; i < uploads; i++)
        publications.add(r.id, i === 0 ? "uat" : "prod", "OK", r.date, r.user);
      const keys = MAIL_KEYS[r.tenant] ?? MAIL_KEYS.video;
      for (const [index, line] of r.lines.entries()) {
        const id = ++paymentId;
        const price = String(49 + ((r.id + index) % 20) * 10);
        payments.add(
          id,
          r.id,
          line.userTypeId,
          line.methodId,
          line.currencyId,
          price,
          price,
          "16%",
          r.active && uploads > 0 ? 1 : 0,
          "[]",
          `SRV-${r.id}-${line.methodId}`,
          r.date,
          r.user,
        );
        if (uploads === 0) continue;
        const status = uploads > 1 ? "publish" : "draft";
        mails.add(id, "purchase", keys.purchase, status, r.date, r.user);
        mails.add(id, "cancel", keys.cancel, status, r.date, r.user);
      }
      await tick(1 + r.lines.length);
    },
    flush,
    payments: () => paymentId,
  };
}
