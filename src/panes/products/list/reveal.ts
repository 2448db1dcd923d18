import { useEffect, useRef } from "react";
import type { FamilyView, PlanView, RegionRates } from "../domain/model";

// "Abrir tarifa" (spec 3 §2 paging: 5 families a page, 5 plans a panel, 5 regions a plan, 5 rates a region):
// each pager holding the rate to reveal moves to the page that shows it, once per rate, so paging by hand
// afterwards is left alone.

export const regionHolds = (rateId: number) => (region: RegionRates) =>
  region.rates.some((rate) => rate.id === rateId);
export const planHolds = (rateId: number) => (plan: PlanView) => plan.regions.some(regionHolds(rateId));
export const familyHolds = (rateId: number) => (family: FamilyView) => family.plans.some(planHolds(rateId));

/** The page (of `size` items) holding the first item `holds` accepts; undefined when none does. */
export function pageHolding<T>(items: readonly T[], holds: (item: T) => boolean, size: number) {
  const index = items.findIndex(holds);
  return index < 0 ? undefined : Math.floor(index / size);
}

/** Sets a pager to the page holding the rate `rateId`, the first time that rate is among `items`. */
export function useRevealPage<T>(
  rateId: number | undefined,
  items: readonly T[],
  holds: (rateId: number) => (item: T) => boolean,
  size: number,
  setPage: (page: number) => void,
) {
  const revealed = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (rateId === undefined || revealed.current === rateId) return;
    const page = pageHolding(items, holds(rateId), size);
    if (page === undefined) return;
    revealed.current = rateId;
    setPage(page);
  }, [rateId, items, holds, size, setPage]);
}
