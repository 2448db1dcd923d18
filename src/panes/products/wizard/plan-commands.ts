import { FilePlus, StepForward } from "lucide-react";
import { defineCommand } from "../../../commands/types";
import { PRODUCT_WIZARD } from "../kinds";
import { continueStep, type FoundPlan, suggestPlans } from "./plan-lookup";

// From the palette: continue a plan's wizard at its next step, or add a rate to a published plan (spec 3 §2,
// §4: create rate only on a published plan), the plan found by its id or name.

const editProducts = { module: "products", privilege: "edit" } as const;

export const continuePlanCommand = defineCommand<FoundPlan>({
  id: "products.continuePlan",
  title: "products.wizard.commands.continuePlan",
  module: "products",
  icon: StepForward,
  order: 2,
  keywords: ["continuar", "continue", "asistente", "wizard", "plan", "producto", "product", "paso", "step"],
  requires: editProducts,
  surfaces: ["palette"],
  args: {
    placeholder: "products.wizard.commands.findPlan",
    debounceMs: 250,
    suggest: (query, signal, ctx) => suggestPlans(query, signal, ctx, () => true),
  },
  run: (ctx, plan) => ctx.openPane(PRODUCT_WIZARD, { step: String(continueStep(plan)), id: String(plan.id) }),
});

export const addRateCommand = defineCommand<FoundPlan>({
  id: "products.addRateToPlan",
  title: "products.wizard.commands.addRate",
  module: "products",
  icon: FilePlus,
  order: 3,
  keywords: ["tarifa", "rate", "agregar", "add", "nueva", "new", "plan", "publicado", "published"],
  requires: editProducts,
  surfaces: ["palette"],
  args: {
    placeholder: "products.wizard.commands.findPublishedPlan",
    debounceMs: 250,
    suggest: (query, signal, ctx) => suggestPlans(query, signal, ctx, (plan) => plan.published),
  },
  run: (ctx, plan) => ctx.openPane(PRODUCT_WIZARD, { step: "4", id: String(plan.id) }),
});
