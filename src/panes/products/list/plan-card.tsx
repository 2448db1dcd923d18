import { useState } from "react";
import { useTranslation } from "react-i18next";
import { StatusTag } from "../../../ui/inputs/status-tag";
import { Pager } from "../../../ui/pager";
import { setPaneSelection } from "../../../workspace/selection";
import { PAGE, type PlanView, pageCount, planLabel, type RateView, slicePage } from "../domain/model";
import type { ListSubject } from "../domain/subject";
import { ActionMenu } from "./action-menu";
import { RateCard } from "./rate-card";
import { regionHolds, useRevealPage } from "./reveal";

const rateIs = (rateId: number) => (rate: RateView) => rate.id === rateId;

type Props = {
  paneId: string;
  plan: PlanView;
  noun: string;
  onOpenRate(rate: RateView): void;
  /** A rate to reveal (opened by id): the regions' and rates' pagers move to it. */
  revealRateId?: number;
};

/** A plan: its name (30 characters), type and state, its regions (5 a page), each with its rates (5 a page). */
export function PlanCard({ paneId, plan, noun, onOpenRate, revealRateId }: Props) {
  const { t } = useTranslation();
  const [regionPage, setRegionPage] = useState(0);
  useRevealPage(revealRateId, plan.regions, regionHolds, PAGE.regions, setRegionPage);
  const subject: ListSubject = { kind: "plan", plan };
  const regions = slicePage(plan.regions, regionPage, PAGE.regions);
  return (
    <section
      aria-label={t("products.list.planLabel", { noun, name: plan.name })}
      data-plan-id={plan.id}
      className="grid gap-2 rounded-md border bg-muted/30 p-2"
    >
      <header className="flex items-center gap-2">
        <StatusTag status={plan.state === "draft" ? "draft" : "publish"} keyPrefix="products.states" />
        <h4 className="min-w-0 truncate text-sm font-semibold" title={plan.name}>
          {/* Focus on the plan's name makes it the one the keyboard's and palette's plan commands act on. */}
          <button
            type="button"
            data-plan-focus={plan.id}
            onFocus={() => setPaneSelection(paneId, [subject])}
            className="rounded text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {planLabel(plan.name)}
          </button>
        </h4>
        <span className="text-xs text-muted-foreground">
          #{plan.id} · {t(`products.planTypes.${plan.type}`, { defaultValue: plan.type })}
        </span>
        <span className="ml-auto">
          <ActionMenu
            paneId={paneId}
            subject={subject}
            label={t("products.list.planActions", { noun, name: plan.name })}
          />
        </span>
      </header>
      {plan.regions.length === 0 && (
        <p className="text-xs text-muted-foreground">{t("products.list.noRates")}</p>
      )}
      {regions.map((region) => (
        <RegionRates
          key={region.regionId}
          paneId={paneId}
          plan={plan.name}
          region={region}
          onOpenRate={onOpenRate}
          revealRateId={revealRateId}
        />
      ))}
      <Pager
        label={t("products.pager.regions", { name: plan.name })}
        page={regionPage}
        pages={pageCount(plan.regions.length, PAGE.regions)}
        onPage={setRegionPage}
      />
    </section>
  );
}

function RegionRates({
  paneId,
  plan,
  region,
  onOpenRate,
  revealRateId,
}: {
  paneId: string;
  plan: string;
  region: PlanView["regions"][number];
  onOpenRate(rate: RateView): void;
  revealRateId?: number;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  useRevealPage(revealRateId, region.rates, rateIs, PAGE.rates, setPage);
  return (
    <section
      aria-label={t("products.list.regionLabel", { region: region.region, plan: plan })}
      className="grid gap-1"
    >
      <h5 className="text-xs font-medium uppercase text-muted-foreground">{region.region}</h5>
      {/* Columns follow the room the list has (the summary panel takes some), never the viewport: a card
          is never narrower than its switch and menu need. */}
      <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,20rem),1fr))] gap-1">
        {slicePage(region.rates, page, PAGE.rates).map((rate) => (
          <RateCard
            key={rate.id}
            paneId={paneId}
            rate={rate}
            onOpen={onOpenRate}
            reveal={rate.id === revealRateId}
          />
        ))}
      </div>
      <Pager
        label={t("products.pager.rates", { region: region.region, plan: plan })}
        page={page}
        pages={pageCount(region.rates.length, PAGE.rates)}
        onPage={setPage}
      />
    </section>
  );
}
