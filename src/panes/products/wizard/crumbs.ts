import { STEP_KEYS } from "./steps";

// Breadcrumbs (spec 3 §2): home, product list, wizard, step.

type Params = Readonly<Record<string, string>>;

export const planStepCrumb = (params: Params) => {
  const step = Number(params.step ?? 1) as keyof typeof STEP_KEYS;
  return STEP_KEYS[step]
    ? { key: "products.wizard.crumbs.step", values: { step, name: STEP_KEYS[step] } }
    : undefined;
};

export const rateStepCrumb = (params: Params) =>
  params.step !== undefined ? { key: "products.wizard.legacy.stepN", values: { n: params.step } } : undefined;
