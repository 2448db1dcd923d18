import type { PlanFacts, RateFacts } from "./rules";
import type { RuleParam } from "./tenant";

// What the product list shows (spec 3 §2, §3), as the screen and its commands read it: families holding
// plans, plans holding rates grouped per region, rates holding their payment cards; and a rate once opened.

export type MailStatus = "draft" | "publish" | "disassociated";

/** A payment card of the list: its method, user type, currency and switch. */
export type PaymentView = {
  paymentId: number;
  paymentMethodId: number;
  name: string;
  colour: string;
  active: boolean;
  userTypeId: number;
  userType: string;
  currencyId: number;
  currency: string;
};

/** A payment line in full, as an opened rate shows it (the summary panel, the update and e-mail dialogs). */
export type PaymentDetailView = PaymentView & {
  price: string | null;
  netPrice: string | null;
  tax: string | null;
  /** The method's service_id_required, and its own name for the outgoing id (service_id_name). */
  serviceIdRequired: boolean;
  serviceIdName: string | null;
  serviceOut: string | null;
  serviceIn: string[];
  /** The method takes a service type code. */
  serviceType: boolean;
  serviceTypeCode: string | null;
  keyEmail: string | null;
  keyEmailStatus: MailStatus | null;
  cancelKeyEmail: string | null;
  cancelKeyEmailStatus: MailStatus | null;
};

export type RateView = Omit<RateFacts, "payments"> & {
  id: number;
  name: string;
  regionId: number;
  region: string;
  planId: number;
  plan: string;
  family: string;
  payments: PaymentView[];
};

/** A rate opened (read by id): its payment lines in full and its rule values. */
export type RateDetailView = Omit<RateView, "payments"> & {
  payments: PaymentDetailView[];
  rules: RuleParam[];
};

export type RegionRates = { regionId: number; region: string; rates: RateView[] };

export type PlanView = PlanFacts & {
  id: number;
  name: string;
  type: string;
  familyId: number;
  family: string;
  regions: RegionRates[];
};

export type FamilyView = { id: number; name: string; state: "draft" | "publish"; plans: PlanView[] };

/** Spec 3 §9 page sizes. */
export const PAGE = { families: 5, plans: 5, regions: 5, rates: 5 } as const;

export function slicePage<T>(items: readonly T[], page: number, size: number): T[] {
  return items.slice(page * size, page * size + size);
}

export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** Spec 3 §2: a plan card shows its name cut at 30 characters, with an ellipsis. */
export const planLabel = (name: string) => (name.length > 30 ? `${name.slice(0, 30)}…` : name);

export function totals(families: readonly FamilyView[]) {
  let plans = 0;
  let rates = 0;
  for (const family of families) {
    plans += family.plans.length;
    for (const plan of family.plans)
      rates += plan.regions.reduce((sum, region) => sum + region.rates.length, 0);
  }
  return { plans, rates };
}
