import { fetchNow } from "../../../api/query-client";
import type { ArgItem, CommandContext } from "../../../commands/types";
import { isSearchable } from "../../../contract/products/rules";
import { planStepQuery, searchPlans, type WizardPlan } from "../domain/wizard-queries";

// Plans found from the palette: by id (a pasted or typed number) or by name (the product search).

export type FoundPlan = { id: number; name: string; lastStepSaved: number; published: boolean };

const PLAN_ID = /^\d{1,15}$/;

export const planOf = (view: WizardPlan): FoundPlan => ({
  id: view.product.id,
  name: view.product.name,
  lastStepSaved: view.last_step_saved,
  published: view.product.state === "published",
});

/** The plan of an id, or undefined when there is none (or it cannot be read). */
export async function planById(id: number): Promise<FoundPlan | undefined> {
  const view = await fetchNow(planStepQuery(id, 1)).catch(() => undefined);
  return view ? planOf(view) : undefined;
}

/** The wizard step a plan continues at: its first unsaved step; a published plan goes on to a new rate. */
export const continueStep = (plan: FoundPlan) => (plan.published ? 4 : Math.min(plan.lastStepSaved + 1, 3));

export async function suggestPlans(
  query: string,
  signal: AbortSignal,
  ctx: CommandContext,
  keep: (plan: FoundPlan) => boolean,
): Promise<ArgItem<FoundPlan>[]> {
  const text = query.trim();
  const found: FoundPlan[] = [];
  if (PLAN_ID.test(text)) {
    const plan = await planById(Number(text));
    if (plan) found.push(plan);
  }
  if (isSearchable(text) && !signal.aborted) {
    for (const plan of await searchPlans(text, signal).catch(() => []))
      if (!found.some((known) => known.id === plan.id))
        found.push({
          id: plan.id,
          name: plan.name,
          lastStepSaved: plan.last_step_saved,
          published: plan.state === "published",
        });
  }
  if (signal.aborted) return [];
  return found.filter(keep).map((plan) => ({
    id: String(plan.id),
    label: `${plan.id} · ${plan.name}`,
    detail: ctx.t(plan.published ? "products.wizard.states.published" : "products.wizard.states.draft"),
    value: plan,
  }));
}
