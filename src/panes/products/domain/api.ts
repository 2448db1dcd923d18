import * as catalogue from "../../../api/products/catalogue";
import * as rates from "../../../api/products/rates";
import { FILTER_CONTENTS_PAGE_SIZE } from "../../../contract/products/filters";
import type { FamilySummary, PlanSummary, RatePayment, RateSummary } from "../../../contract/products/shapes";
import type { ListFilters } from "./list-filters";
import { type FamilyView, PAGE, type PaymentView, type PlanView, type RateView } from "./model";
import type { PaymentChanges } from "./payment-form";
import type { RuleParam } from "./tenant";

// The catalogue's calls (src/api/products/) in the view model's terms: families, plans and rates as
// ./model.ts shapes them, and the changes the list, the clone and the commands make. Cached through
// ./queries.ts (productKeys).

/** What the server says of one id: the rate it names (if any) and whether it can be cloned. */
export type CloneCheck = {
  rate_id: number;
  valid: boolean;
  family?: string | null;
  plan?: string | null;
  region?: string | null;
  reason?: string | null;
};

const paymentView = (payment: RatePayment): PaymentView => ({
  paymentId: payment.id,
  paymentMethodId: payment.payment_method.id,
  name: payment.payment_method.name,
  colour: payment.payment_method.colour,
  active: payment.active === 1,
  userTypeId: payment.user_type.id,
  userType: payment.user_type.name,
  currencyId: payment.currency.id,
  currency: payment.currency.symbol || payment.currency.name,
  price: payment.price,
  netPrice: payment.net_price,
  tax: payment.tax,
  serviceIdRequired: payment.payment_method.service_id_required === 1,
  serviceIdName: payment.payment_method.service_id_name,
  serviceOut: payment.external_service_out.ext_service_id_out,
  serviceIn: payment.external_service_id_in,
  serviceType: payment.payment_method.service_type === 1,
  serviceTypeCode: payment.service_type_code,
  keyEmail: payment.key_email,
  keyEmailStatus: payment.key_email_status,
  cancelKeyEmail: payment.cancelation_key_email,
  cancelKeyEmailStatus: payment.cancelation_key_email_status,
});

type Owner = { planId: number; plan: string; family: string };

export const rateView = (rate: RateSummary, owner: Owner, rules: RuleParam[] = []): RateView => ({
  id: rate.id,
  name: rate.name,
  state: rate.state,
  active: rate.active === 1,
  isHubcorp: rate.is_hubcorp === 1,
  allowAbm: rate.allow_abm,
  targets: rate.target.length,
  regionId: rate.region.id,
  region: rate.region.name,
  rules,
  payments: rate.payments.map(paymentView),
  ...owner,
});

const planView = (plan: PlanSummary, family: FamilySummary): PlanView => ({
  id: plan.id,
  name: plan.name,
  type: plan.type.id,
  state: plan.state,
  ratesCount: plan.rates_count,
  familyId: family.id,
  family: family.name,
  regions: plan.regions_rates_resume.map(({ region, rates: list }) => ({
    regionId: region.id,
    region: region.name,
    rates: list.map((rate) => rateView(rate, { planId: plan.id, plan: plan.name, family: family.name })),
  })),
});

const csv = (values: readonly string[]) => (values.length > 0 ? values.join(",") : undefined);

export async function fetchFamilies(filters: ListFilters, page: number, signal?: AbortSignal) {
  const answer = await catalogue.listFamilies(
    {
      from: page * PAGE.families,
      quantity: PAGE.families,
      product_types: csv(filters.types),
      regions: csv(filters.regions),
      user_type: csv(filters.userTypes),
      payments: csv(filters.payments),
      query: filters.query || undefined,
    },
    signal,
  );
  const families: FamilyView[] = answer.families.map((family) => ({
    id: family.id,
    name: family.name,
    state: family.state,
    plans: family.products.map((plan) => planView(plan, family)),
  }));
  return { families, total: answer.total, totals: { plans: answer.total_plans, rates: answer.total_rates } };
}

/** Rule values of a rate as the wizard saved them: [{id, rule_params: [{name, value}]}]. */
function ruleParams(rules: readonly unknown[]): RuleParam[] {
  return rules.flatMap((rule) => {
    const params = (rule as { rule_params?: unknown }).rule_params;
    return Array.isArray(params)
      ? params
          .filter((p): p is RuleParam => typeof p?.name === "string")
          .map((p) => ({ name: p.name, value: p.value }))
      : [];
  });
}

export async function fetchRate(id: number, signal?: AbortSignal): Promise<RateView> {
  const rate = await rates.getRate(id, signal);
  const owner = { planId: rate.product.id, plan: rate.product.name, family: rate.family.name ?? "" };
  return rateView(rate, owner, ruleParams(rate.rules));
}

/** Rates whose family or plan matches the text (the list's search by key), first page. */
export async function searchRates(text: string, signal?: AbortSignal): Promise<RateView[]> {
  const { families } = await fetchFamilies(
    { types: [], regions: [], userTypes: [], payments: [], query: text },
    0,
    signal,
  );
  return families.flatMap((family) =>
    family.plans.flatMap((plan) => plan.regions.flatMap((region) => region.rates)),
  );
}

export async function checkCloneRates(ids: number[]): Promise<CloneCheck[]> {
  const answer = await rates.validateCloneRates(ids);
  return answer.rates.map((verdict) => ({
    rate_id: verdict.id,
    valid: verdict.valid,
    family: verdict.family?.name,
    plan: verdict.plan?.name,
    region: verdict.region?.name,
    reason: verdict.reason,
  }));
}

export async function cloneRates(ids: number[]): Promise<number[]> {
  const answer = await rates.cloneRates(ids);
  return answer.cloned.map((line) => line.rate_id);
}

/** Queues the clone as a background job: its id and how many rates it will clone. */
export async function startCloneJob(ids: number[]): Promise<{ jobId: number; valid: number }> {
  const answer = await rates.startCloneJob(ids);
  return { jobId: answer.job_id, valid: answer.valid };
}

const line = (payment: PaymentView) => ({
  payment_method_id: payment.paymentMethodId,
  user_type: payment.userTypeId,
  currency: payment.currencyId,
});

export const setRateActive = (id: number, active: boolean) => rates.changeRateStatus(id, active ? 1 : 0);
export const setPaymentActive = (id: number, payment: PaymentView, active: boolean) =>
  rates.changePaymentStatus(id, line(payment), active ? 1 : 0);
/** Sends only the fields the dialog changed: the server keeps every other stored value. */
export const updatePayment = (id: number, payment: PaymentView, changes: PaymentChanges) =>
  rates.updatePayment(id, { ...line(payment), ...changes });
export const publishRateToProduction = (id: number) => rates.publishRate(id);
export const generateRateUat = (id: number) => rates.generateUat(id);
export const deleteRate = (id: number) => rates.deleteRate(id);
export const deletePlan = (id: number) => catalogue.deletePlan(id);
export const publishPlan = (id: number) => catalogue.publishPlan(id);

export type PlanFilter = { id: number; name: string };

/** The content filters a plan carries (its step 2), in their order. */
export async function planFilters(planId: number, signal?: AbortSignal): Promise<PlanFilter[]> {
  const plan = await catalogue.getPlan(planId, signal);
  return plan.content_filters
    .filter((row) => row.action === "add")
    .map((row) => ({ id: row.filter_id, name: row.name || `#${row.filter_id}` }));
}

export const filterContents = (filterId: number, from: number, query: string, signal?: AbortSignal) =>
  catalogue.listFilterContents(filterId, { from, quantity: FILTER_CONTENTS_PAGE_SIZE, query }, signal);

export type PlanHit = { id: number; name: string; family: string; state: "draft" | "published" };

/** A plan by id (a pasted id), or the plans whose family or plan name matches the text. */
export async function findPlans(text: string, signal?: AbortSignal): Promise<PlanHit[]> {
  const query = text.trim();
  if (/^\d{1,12}$/.test(query)) {
    const plan = await catalogue.getPlan(Number(query), signal).catch(() => undefined);
    return plan ? [{ id: plan.id, name: plan.name, family: plan.family?.name ?? "", state: plan.state }] : [];
  }
  if (query.length < 3) return [];
  const { families } = await fetchFamilies(
    { types: [], regions: [], userTypes: [], payments: [], query },
    0,
    signal,
  );
  return families.flatMap((family) =>
    family.plans.map((plan) => ({ id: plan.id, name: plan.name, family: family.name, state: plan.state })),
  );
}
