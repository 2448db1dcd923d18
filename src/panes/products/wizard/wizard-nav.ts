import { createContext, useContext } from "react";

/** What a step may ask of the wizard around it. */
export type WizardNav = {
  /** The URL's parameters (step, id, rate_id, region_id, user_id, origin). */
  params: Readonly<Record<string, string>>;
  /** Go to a step (asks first when the form has unsaved changes); `extra` adds or replaces parameters. */
  goTo(step: number, extra?: Record<string, string>): void;
  /** The step was saved: 'Paso guardado', its draft forgotten, then the next step (or the list). */
  stepSaved(extra?: Record<string, string>): Promise<void>;
  /** Back to the product list (asks first when dirty). */
  toList(): void;
  /** The server refused the save as out of order: the inactive-step modal, with its reason. */
  inactiveStep(reason?: string): void;
  /** The step's form has unsaved changes (the leave guard). */
  setDirty(dirty: boolean): void;
};

export const WizardNavContext = createContext<WizardNav | null>(null);

export function useWizardNav(): WizardNav {
  const nav = useContext(WizardNavContext);
  if (!nav) throw new Error("useWizardNav outside a wizard");
  return nav;
}
