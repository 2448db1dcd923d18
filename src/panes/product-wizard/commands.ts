import { FilePlus2 } from "lucide-react";
import type { AnyCommand } from "../../commands/types";
import { defineCommand } from "../../commands/types";
import { PRODUCT_WIZARD } from "./kinds";
import { addRateCommand, continuePlanCommand } from "./plan-commands";

// Spec 3 §2: "New Plan" (video) / "New Product" (music) goes to the wizard with id 0; it needs edit.
const newPlanCommand = defineCommand({
  id: "productWizard.newPlan",
  title: "product-wizard.commands.newPlan",
  module: "productWizard",
  icon: FilePlus2,
  order: 1,
  keywords: ["nuevo", "new", "crear", "create", "plan", "producto", "product", "asistente", "wizard"],
  requires: { module: "products", privilege: "edit" },
  // The legacy side menu has no wizard entry (the product list's button opens it): palette only.
  surfaces: ["palette"],
  run: (ctx) => ctx.openPane(PRODUCT_WIZARD, { step: "1", id: "0" }),
});

export const productWizardCommands: readonly AnyCommand[] = [
  newPlanCommand,
  continuePlanCommand as AnyCommand,
  addRateCommand as AnyCommand,
];
