import { ChevronDown, ChevronRight } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { StatusTag } from "../../../ui/inputs/status-tag";
import { type FamilyView, PAGE, pageCount, type RateView, slicePage } from "../domain/model";
import { Pager } from "../shared/pager";
import { PlanCard } from "./plan-card";

type Props = {
  paneId: string;
  family: FamilyView;
  expanded: boolean;
  onToggle(): void;
  noun: string;
  onOpenRate(rate: RateView): void;
};

/** A family ("product") as a panel of its plans, 5 a page; collapsible. */
export function FamilyPanel({ paneId, family, expanded, onToggle, noun, onOpenRate }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [page, setPage] = useState(0);
  const rates = family.plans.reduce(
    (sum, plan) => sum + plan.regions.reduce((n, r) => n + r.rates.length, 0),
    0,
  );
  return (
    <section aria-labelledby={`${id}-title`} data-family-id={family.id} className="rounded-lg border">
      <h3 id={`${id}-title`} className="m-0">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-body`}
          onClick={onToggle}
          className="flex w-full items-center gap-2 px-3 py-2 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {expanded ? (
            <ChevronDown className="size-4" aria-hidden />
          ) : (
            <ChevronRight className="size-4" aria-hidden />
          )}
          <span className="font-semibold">{family.name}</span>
          <StatusTag status={family.state} keyPrefix="products.states" />
          <span className="ml-auto text-xs text-muted-foreground">
            {t("products.list.familyCounts", { plans: family.plans.length, rates, noun })}
          </span>
        </button>
      </h3>
      {expanded && (
        <div id={`${id}-body`} className="grid gap-2 px-3 pb-3">
          {slicePage(family.plans, page, PAGE.plans).map((plan) => (
            <PlanCard key={plan.id} paneId={paneId} plan={plan} noun={noun} onOpenRate={onOpenRate} />
          ))}
          <Pager
            label={t("products.pager.plans", { name: family.name })}
            page={page}
            pages={pageCount(family.plans.length, PAGE.plans)}
            onPage={setPage}
          />
        </div>
      )}
    </section>
  );
}
