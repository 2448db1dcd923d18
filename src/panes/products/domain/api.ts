import * as catalogue from "../../../api/products/catalogue";
import * as rates from "../../../api/products/rates";
import { FILTER_CONTENTS_PAGE_SIZE } from "../../../contract/products/filters";
import type {
  FamilyCard,
  PaymentCard,
  PaymentLookups,
  PlanCard,
  RateCard,
  RatePayment,
} from "../../../contract/products/shapes";
import type { ListFilters } from "./list-filters";
import {
  type FamilyView,
  PAGE,
  type PaymentDetailView,
  type PaymentView,
  type PlanView,
  type RateDetailView,
  type RateView,
} from "./model";
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

type Owner = { planId: number; plan: string; family: string };
type Region = { regionId: number; region: string };

/** The list's payment cards name their method, user type and currency by id: the page names them once. */
function paymentCardView(lookups: PaymentLookups) {
  const methods = new Map(lookups.payment_methods.map((method) => [method.id, method]));
  const users = new Map(lookups.user_types.map((user) => [user.id, user.name]));
  const currencies = new Map(lookups.currencies.map((c) => [c.id, c.symbol || c.name]));
  return (card: PaymentCard): PaymentView => ({
    paymentId: card.id,
    paymentMethodId: card.payment_method_id,
    name: methods.get(card.payment_method_id)?.name ?? `#${card.payment_method_id}`,
    colour: methods.get(card.payment_method_id)?.colour ?? "",
    active: card.active === 1,
    userTypeId: card.user_type_id,
    userType: users.get(card.user_type_id) ?? `#${card.user_type_id}`,
    currencyId: card.currency_id,
    currency: currencies.get(card.currency_id) ?? `#${card.currency_id}`,
  });
}

const paymentDetailView = (payment: RatePayment): PaymentDetailView => ({
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

/** What a rate's card and its detail both say: its name, and the facts its rules read (./rules.ts). */
const rateFacts = (
  rate: Pick<RateCard, "id" | "name" | "state" | "active" | "is_hubcorp" | "allow_abm">,
) => ({
  id: rate.id,
  name: rate.name,
  state: rate.state,
  active: rate.active === 1,
  isHubcorp: rate.is_hubcorp === 1,
  allowAbm: rate.allow_abm,
});

const rateCardView = (
  rate: RateCard,
  place: Owner & Region,
  payment: (card: PaymentCard) => PaymentView,
): RateView => ({
  ...rateFacts(rate),
  targets: rate.target_count,
  payments: rate.payments.map(payment),
  ...place,
});

const planView = (
  plan: PlanCard,
  family: FamilyCard,
  payment: (card: PaymentCard) => PaymentView,
): PlanView => ({
  id: plan.id,
  name: plan.name,
  type: plan.type.id,
  state: plan.state,
  ratesCount: plan.rates_count,
  familyId: family.id,
  family: family.name,
  regions: plan.regions_rates_resume.map(({ region, rates: list }) => {
    const place = {
      planId: plan.id,
      plan: plan.name,
      family: family.name,
      regionId: region.id,
      region: region.name,
    };
    return {
      regionId: region.id,
      region: region.name,
      rates: list.map((rate) => rateCardView(rate, place, payment)),
    };
  }),
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
  const payment = paymentCardView(answer);
  const families: FamilyView[] = answer.families.map((family) => ({
    id: family.id,
    name: family.name,
    state: family.state,
    plans: family.products.map((plan) => planView(plan, family, payment)),
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

/** A rate opened: its payment lines in full and its rule values. */
export async function fetchRate(id: number, signal?: AbortSignal): Promise<RateDetailView> {
  const rate = await rates.getRate(id, signal);
  return {
    ...rateFacts(rate),
    targets: rate.target.length,
    regionId: rate.region.id,
    region: rate.region.name,
    planId: rate.product.id,
    plan: rate.product.name,
    family: rate.family.name ?? "",
    payments: rate.payments.map(paymentDetailView),
    rules: ruleParams(rate.rules),
  };
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
