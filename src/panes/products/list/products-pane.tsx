import { ChevronsDownUp, ChevronsUpDown, PanelRight } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSessionSnapshot } from "../../../commands/context";
import { Button } from "../../../ui/button";
import { Input } from "../../../ui/input";
import { Pager } from "../../../ui/pager";
import { closeDialog, useDialogRequest } from "../../../workspace/intents";
import { publishPaneData, setPaneSelection, usePaneSelection } from "../../../workspace/selection";
import type { PaneProps } from "../../../workspace/types";
import type { ProductsRequest } from "../domain/bridge";
import { NO_FILTERS } from "../domain/list-filters";
import { PAGE, pageCount, type RateView } from "../domain/model";
import { selectedRate } from "../domain/subject";
import { tenantWording } from "../domain/tenant";
import { FamilyPanel } from "./family-panel";
import { FiltersBar } from "./filters-bar";
import { findRate, ListDialogs } from "./list-dialogs";
import { effectiveSearch, useExpanded, useSummaryPanel } from "./list-state";
import { RateSummary } from "./rate-summary";
import { useRevealFamilyPage } from "./reveal-family-page";
import { useFilterOptions, useProductList } from "./use-product-list";

/** The product list (spec 3 §2, /products/productList): families as panels of plans and rates. */
export function ProductsPane({ paneId, params, setParams }: PaneProps) {
  const { t } = useTranslation();
  const { tenant } = useSessionSnapshot();
  const wording = tenantWording(tenant);
  const noun = t(`products.tenant.${wording}.noun`);
  const [filters, setFilters] = useState({ ...NO_FILTERS, query: params.q ?? "" });
  const [page, setPage] = useState(0);
  const [summaryOpen, setSummaryOpen] = useSummaryPanel();
  const search = effectiveSearch(filters.query);
  const expanded = useExpanded(search !== "" || params.rate !== undefined || params.plan !== undefined);
  const list = useProductList({ ...filters, query: search }, page);
  const options = useFilterOptions(filters);
  const selection = usePaneSelection(paneId);
  const chosen = selectedRate({ selection });
  // The summary shows the rate as last loaded, so a change made meanwhile shows at once.
  const rate = chosen && (findRate(list.families, chosen.id) ?? chosen);
  const request = useDialogRequest<ProductsRequest>(paneId);
  const openRate = useCallback(
    (target: RateView) => {
      setPaneSelection(paneId, [{ kind: "rate", rate: target }]);
      setSummaryOpen(true);
    },
    [paneId, setSummaryOpen],
  );

  // 'Resumen de tarifa' from a menu or the palette opens the side panel on that rate.
  useEffect(() => {
    if (request?.type !== "rateSummary") return;
    const target = findRate(list.families, request.rateId);
    if (target) openRate(target);
    closeDialog(paneId);
  }, [request, list.families, openRate, paneId]);

  // A rate opened by id (the palette) is shown in the summary once its family shows; the list pages on to
  // the family holding it, and its card reveals itself (./reveal.ts).
  const focusRate = params.rate ? Number(params.rate) : undefined;
  const pages = pageCount(list.total, PAGE.families);
  useEffect(() => {
    if (!focusRate || list.loading) return;
    const target = findRate(list.families, focusRate);
    if (target) openRate(target);
  }, [focusRate, list.families, list.loading, openRate]);
  useRevealFamilyPage(focusRate, list, page, pages, setPage);

  // A plan opened by id or name (the palette) is focused once it shows.
  const focusPlan = params.plan;
  const planShown = list.families.some((family) =>
    family.plans.some((plan) => String(plan.id) === focusPlan),
  );
  useEffect(() => {
    if (planShown) document.querySelector<HTMLElement>(`[data-plan-focus="${focusPlan}"]`)?.focus();
  }, [focusPlan, planShown]);

  useEffect(() => publishPaneData(paneId, { families: list.families }), [paneId, list.families]);

  // A search given in the address (the palette opening a plan or rate) replaces the one typed.
  const asked = params.q ?? "";
  useEffect(() => {
    setFilters((current) => (current.query === asked ? current : { ...current, query: asked }));
    setPage(0);
  }, [asked]);

  const changeFilters = (next: typeof filters) => {
    setFilters(next);
    setPage(0);
  };

  // A narrow pane (a phone, a split) stacks the rate summary below the list instead of squeezing the list.
  return (
    <div className="@container h-full min-h-0">
      <div className="flex h-full min-h-0 flex-col @3xl:flex-row">
        <div className="flex min-h-0 min-w-0 flex-1 flex-col gap-2 overflow-auto p-2">
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid gap-1">
              <label htmlFor={`${paneId}-search`} className="text-xs font-medium text-muted-foreground">
                {t("products.list.search")}
              </label>
              <Input
                id={`${paneId}-search`}
                type="search"
                value={filters.query}
                placeholder={t("products.list.searchPlaceholder")}
                onChange={(event) => {
                  changeFilters({ ...filters, query: event.target.value });
                  setParams(event.target.value ? { q: event.target.value } : {});
                }}
                className="h-8 w-56"
              />
            </div>
            <FiltersBar filters={filters} options={options} onChange={changeFilters} />
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span aria-live="polite" className="text-muted-foreground">
              {t("products.list.totals", {
                plans: list.totals.plans,
                rates: list.totals.rates,
                nouns: t(`products.tenant.${wording}.nouns`),
              })}
            </span>
            <span className="ml-auto flex gap-1">
              <Button size="sm" variant="outline" onClick={expanded.expandAll}>
                <ChevronsUpDown aria-hidden />
                {t("products.list.expandAll")}
              </Button>
              <Button size="sm" variant="outline" onClick={expanded.collapseAll}>
                <ChevronsDownUp aria-hidden />
                {t("products.list.collapseAll")}
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-pressed={summaryOpen}
                onClick={() => setSummaryOpen(!summaryOpen)}
              >
                <PanelRight aria-hidden />
                {t("products.summary.toggle")}
              </Button>
            </span>
          </div>
          {list.error && (
            <p role="alert" className="text-sm text-destructive">
              {list.error}
            </p>
          )}
          {list.loading && <p className="text-sm text-muted-foreground">{t("products.list.loading")}</p>}
          {!list.loading && list.families.length === 0 && !list.error && (
            <p className="text-sm text-muted-foreground">{t("products.list.empty")}</p>
          )}
          <div className="grid gap-2" aria-busy={list.loading || undefined}>
            {list.families.map((family) => (
              <FamilyPanel
                key={family.id}
                paneId={paneId}
                family={family}
                noun={noun}
                expanded={expanded.isOpen(family.id)}
                onToggle={() => expanded.toggle(family.id)}
                onOpenRate={openRate}
                revealRateId={focusRate}
              />
            ))}
          </div>
          <Pager
            label={t("products.pager.families")}
            page={page}
            pages={pageCount(list.total, PAGE.families)}
            onPage={setPage}
          />
        </div>
        {summaryOpen && <RateSummary rate={rate} onClose={() => setSummaryOpen(false)} />}
        <ListDialogs paneId={paneId} />
      </div>
    </div>
  );
}
