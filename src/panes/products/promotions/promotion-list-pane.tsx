import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PROMOTIONS_PAGE_SIZE, type Promotion } from "../../../contract/products/promotions";
import { Input } from "../../../ui/input";
import { Label } from "../../../ui/label";
import { Pager } from "../../../ui/pager";
import { openScreen } from "../../../workspace/intents";
import type { PaneProps } from "../../../workspace/types";
import { promotionListQuery } from "../domain/promotion-queries";
import { EDIT_PARAM, PROMOTION_EDIT } from "../kinds";
import { type BarFilters, FilterBar } from "./filter-bar";
import { PromotionCard } from "./promotion-card";
import { nextQuery } from "./search";

const SEARCH_DELAY_MS = 400;

/** Spec 3 §2 promotion list: filters, text search, pages of 5 promotion cards; 'New Promotion' in the header. */
export function PromotionListPane({ paneId }: PaneProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<BarFilters>({});
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => {
      const next = nextQuery(text, query);
      if (next === null) return;
      setQuery(next);
      setPage(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, query]);

  const { plan_id, ...rest } = filters;
  const list = useQuery(
    promotionListQuery({
      ...rest,
      plan_id: plan_id ? [plan_id] : undefined,
      query,
      from: page * PROMOTIONS_PAGE_SIZE,
      quantity: PROMOTIONS_PAGE_SIZE,
    }),
  );
  const total = list.data?.total ?? 0;
  const pages = Math.ceil(total / PROMOTIONS_PAGE_SIZE);

  const change = (name: keyof BarFilters, value: number | undefined) => {
    setFilters((current) => {
      const next = { ...current, [name]: value };
      if (name === "product_id") delete next.plan_id;
      if (name === "region_id") delete next.user_type_id;
      if (name === "region_id" || name === "user_type_id") delete next.payment_method_id;
      return next;
    });
    setPage(0);
  };
  const edit = (promotion: Promotion) =>
    openScreen(PROMOTION_EDIT, { [EDIT_PARAM]: String(promotion.id) }, { target: paneId });

  return (
    <div className="flex h-full min-h-0 flex-col gap-3 overflow-auto p-3">
      <FilterBar
        idPrefix={`${paneId}-filter`}
        filters={filters}
        onChange={change}
        withPlan
        emptyLabel={t("products.promotions.filters.all")}
      />
      <div className="grid max-w-md gap-1.5">
        <Label htmlFor={`${paneId}-search`}>{t("products.promotions.filters.search")}</Label>
        <Input
          id={`${paneId}-search`}
          type="search"
          value={text}
          placeholder={t("products.promotions.filters.searchHint")}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {list.isError
          ? t("products.promotions.list.loadError")
          : t("products.promotions.list.total", { count: total })}
      </p>
      {list.data && list.data.promotions.length === 0 && <p>{t("products.promotions.list.empty")}</p>}
      <ul aria-label={t("products.promotions.list.title")} className="grid gap-2" aria-busy={list.isFetching}>
        {list.data?.promotions.map((promotion) => (
          <li key={promotion.id}>
            <PromotionCard promotion={promotion} onEdit={edit} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <Pager label={t("products.promotions.list.pages")} page={page} pages={pages} onPage={setPage} />
      )}
    </div>
  );
}
