import {
  lineKey,
  MAX_CYCLE,
  MAX_PROMOTION_PLANS,
  type Promotion,
  type PromotionFields,
  type PromotionRate,
  planAlreadyChosen,
  SECOND_PLAN_CYCLE,
  samePromotionGroup,
} from "../../../contract/products/promotions";

// The promotion form's state and rules (spec 3 §2, §4 "Promotion", §5), free of React so they are tested alone:
// choosing the first plan locks the product, region, user type and payment method filters to that plan's
// (narrowing the list to plans sharing them); deselecting every plan restores the filters as they were; at
// most two plans; the second plan's cycle is 1200.

export type Filters = {
  product_id?: number;
  region_id?: number;
  user_type_id?: number;
  payment_method_id?: number;
};
export type FilterName = keyof Filters;

export type FormState = {
  name: string;
  description: string;
  filters: Filters;
  /** The filters before the first plan locked them, restored when every plan is deselected. */
  unlocked: Filters | null;
  plans: readonly PromotionRate[];
  /** The first plan's cycle as typed. */
  cycle: string;
};

export const emptyForm = (): FormState => ({
  name: "",
  description: "",
  filters: {},
  unlocked: null,
  plans: [],
  cycle: "1",
});

export const isLocked = (state: FormState) => state.plans.length > 0;
export const isChosen = (state: FormState, line: PromotionRate) =>
  state.plans.some((plan) => lineKey(plan) === lineKey(line));

/** Changing a filter clears those that depend on it: user types are per region, methods per user type. */
const DEPENDENTS: Record<FilterName, FilterName[]> = {
  product_id: [],
  region_id: ["user_type_id", "payment_method_id"],
  user_type_id: ["payment_method_id"],
  payment_method_id: [],
};

export function setFilter(state: FormState, name: FilterName, value: number | undefined): FormState {
  if (isLocked(state)) return state;
  const filters = { ...state.filters, [name]: value };
  for (const dependent of DEPENDENTS[name]) delete filters[dependent];
  return { ...state, filters };
}

export type Refusal = "max" | "group";

/** Selects or deselects a plan; a refusal says why a plan cannot join. */
export function togglePlan(state: FormState, line: PromotionRate): FormState | Refusal {
  if (isChosen(state, line)) {
    const plans = state.plans.filter((plan) => lineKey(plan) !== lineKey(line));
    if (plans.length > 0) return { ...state, plans };
    return { ...state, plans, filters: state.unlocked ?? state.filters, unlocked: null };
  }
  if (state.plans.length >= MAX_PROMOTION_PLANS) return "max";
  if (state.plans.length > 0 && !samePromotionGroup(state.plans[0], line)) return "group";
  if (planAlreadyChosen(state.plans, line)) return "group";
  if (state.plans.length > 0) return { ...state, plans: [...state.plans, line] };
  return {
    ...state,
    plans: [line],
    unlocked: state.filters,
    filters: {
      product_id: line.product.id,
      region_id: line.region.id,
      user_type_id: line.user_type.id,
      payment_method_id: line.payment_method.id,
    },
  };
}

/**
 * The plans the list offers: once one is chosen, only those sharing its product, region, user and method, and
 * no other line of a rate already chosen (a rate is in a promotion once).
 */
export function offeredLines(state: FormState, lines: readonly PromotionRate[]): PromotionRate[] {
  const first = state.plans[0];
  if (!first) return [...lines];
  return lines.filter(
    (line) =>
      samePromotionGroup(first, line) &&
      !planAlreadyChosen(state.plans, line) &&
      (isChosen(state, line) || !state.plans.some((plan) => plan.rate_id === line.rate_id)),
  );
}

export type FormProblem = "nameRequired" | "plansRequired" | "cycleRange";

export function problemsOf(state: FormState): FormProblem[] {
  const problems: FormProblem[] = [];
  if (state.name.trim() === "") problems.push("nameRequired");
  if (state.plans.length === 0) problems.push("plansRequired");
  const cycle = Number(state.cycle);
  if (!/^\d+$/.test(state.cycle.trim()) || cycle < 1 || cycle > MAX_CYCLE) problems.push("cycleRange");
  return problems;
}

/** §3 save payload: the first plan's payment method, user type and currency; the second plan's cycle 1200. */
export function payloadOf(state: FormState): PromotionFields {
  const first = state.plans[0];
  return {
    name: state.name.trim(),
    description: state.description.trim(),
    active: 1,
    payment_method_id: first.payment_method.id,
    user_type_id: first.user_type.id,
    currency_id: first.currency.id,
    rates: state.plans.map((plan, index) => ({
      rate_id: plan.rate_id,
      cycle: index === 0 ? Number(state.cycle) : SECOND_PLAN_CYCLE,
    })),
  };
}

/** The form of a saved promotion: its plans chosen, so its filters locked to theirs. */
export function formOf(promotion: Promotion): FormState {
  const plans = promotion.plans.map(({ position: _p, cycle: _c, ...line }) => line);
  const first = plans[0];
  return {
    name: promotion.name,
    description: promotion.description,
    filters: first
      ? {
          product_id: first.product.id,
          region_id: first.region.id,
          user_type_id: first.user_type.id,
          payment_method_id: first.payment_method.id,
        }
      : {},
    unlocked: first ? {} : null,
    plans,
    cycle: String(promotion.plans[0]?.cycle ?? 1),
  };
}
