import type { AnyCommand } from "../../../commands/types";
import { addRateCommand, continuePlanCommand } from "./plan-commands";

// "New Plan" / "New Product" is the products module's command (its wording follows the tenant); these
// continue what it starts.
export const productWizardCommands: readonly AnyCommand[] = [
  continuePlanCommand as AnyCommand,
  addRateCommand as AnyCommand,
];
