import { ChevronDown, ChevronRight } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { StatusTag } from "../../../ui/inputs/status-tag";
import { Pager } from "../../../ui/pager";
import { setPaneSelection } from "../../../workspace/selection";
import { type FamilyView, PAGE, pageCount, type RateView, slicePage } from "../domain/model";
import type { ListSubject } from "../domain/subject";
import { ActionMenu } from "./action-menu";
import { PlanCard } from "./plan-card";
import { planHolds, useRevealPage } from "./reveal";

type Props = {
  paneId: string;
  family: FamilyView;
  expanded: boolean;
  onToggle(): void;
  noun: string;
  onOpenRate(rate: RateView): void;
  /** A rate to reveal (opened by id): the plans' pager moves to it. */
  revealRateId?: number;
};

/** A family ("product") as a panel of its plans, 5 a page; collapsible. */
export function FamilyPanel({ paneId, family, expanded, onToggle, noun, onOpenRate, revealRateId }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [page, setPage] = useState(0);
  useRevealPage(revealRateId, family.plans, planHolds, PAGE.plans, setPage);
  const subject: ListSubject = { kind: "family", family };
  const rates = family.plans.reduce(
    (sum, plan) => sum + plan.regions.reduce((n, r) => n + r.rates.length, 0),
    0,
  );
  return (
    <section aria-labelledby={`${id}-title`} data-family-id={family.id} className="rounded-lg border">
      <div className="flex items-center pr-2">
        <h3 id={`${id}-title`} className="m-0 min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={`${id}-body`}
            onClick={onToggle}
            // Focus on the family makes it the one the keyboard's and palette's family commands act on.
            onFocus={() => setPaneSelection(paneId, [subject])}
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
        <ActionMenu
          paneId={paneId}
          subject={subject}
          label={t("products.list.familyActions", { name: family.name })}
        />
      </div>
      {expanded && (
        <div id={`${id}-body`} className="grid gap-2 px-3 pb-3">
          {slicePage(family.plans, page, PAGE.plans).map((plan) => (
            <PlanCard
              key={plan.id}
              paneId={paneId}
              plan={plan}
              noun={noun}
              onOpenRate={onOpenRate}
              revealRateId={revealRateId}
            />
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
