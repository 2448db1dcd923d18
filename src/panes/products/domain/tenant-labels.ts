import { useTranslation } from "react-i18next";
import { useSessionSnapshot } from "../../../commands/context";

// Spec 3 §1 "Tenant": the video tenant calls the concept "Plan", the music tenant "Product".

export type TenantLabels = { plan: string; newPlan: string; music: boolean };

export function tenantLabelKey(tenant: string): "music" | "video" {
  return tenant === "music" ? "music" : "video";
}

export function useTenantLabels(): TenantLabels {
  const { t } = useTranslation();
  const { tenant } = useSessionSnapshot();
  const key = tenantLabelKey(tenant);
  return {
    plan: t(`products.wizard.tenant.${key}.plan`),
    newPlan: t(`products.wizard.tenant.${key}.newPlan`),
    music: key === "music",
  };
}
