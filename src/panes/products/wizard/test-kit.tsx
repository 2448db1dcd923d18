import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { vi } from "vitest";
import type { WizardPlan, WizardRate } from "../domain/wizard-queries";
import { type WizardNav, WizardNavContext } from "./wizard-nav";

// What the wizard's screen tests render with: a rate and a plan as the server answers them, a navigation
// whose calls are spies, and a fresh query cache.

export const rateFixture = (over: Partial<WizardRate> = {}): WizardRate => ({
  id: 90,
  name: "Tarifa",
  description: "",
  product_id: 10,
  region: { id: 441, name: "mexico", region_frozen: false },
  state: "draft",
  active: 1,
  trial_period: 0,
  trial_unit: "D",
  initials: "",
  target_id: [1],
  catalogue_ids: [],
  eligibility_rate: 0,
  is_hubcorp: 0,
  allow_abm: true,
  last_step_saved: 5,
  rules: [],
  legacy_line: null,
  payments: [],
  ...over,
});

export const planFixture = (over: Partial<WizardPlan["product"]> = {}): WizardPlan => ({
  product: {
    id: 10,
    name: "Plan Uno",
    description: "",
    internal_name: "plan_uno",
    type: { id: "A", name: "Suscripción" },
    content_type: "SVOD",
    temporary_unit: "month",
    temporary_limit: 12,
    download: 0,
    period: 1,
    frequency: 1,
    length: 0,
    priority: 0,
    state: "draft",
    step_allowed_edit: true,
    content_filters: [],
    rates_count: 0,
    rules: [],
    ...over,
  },
  family: { id: 2, name: "Familia", description: "", internal_name: "familia", state: "draft" },
  last_step_saved: 1,
});

export function navFixture(params: Record<string, string> = {}): WizardNav {
  return {
    params,
    goTo: vi.fn(),
    stepSaved: vi.fn(async () => undefined),
    toList: vi.fn(),
    inactiveStep: vi.fn(),
    setDirty: vi.fn(),
  };
}

export function Providers({ nav, children }: { nav: WizardNav; children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <WizardNavContext.Provider value={nav}>{children}</WizardNavContext.Provider>
    </QueryClientProvider>
  );
}
