import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { listFilters } from "../../../../api/filters";
import { productKeys } from "../../../../api/products/keys";
import { isSearchable } from "../../../../contract/products/rules";
import { Field } from "../../../../kit/field";
import { Button } from "../../../../ui/button";

/** Spec 3 §9: the wizard lists content filters 12 a page. */
export const FILTER_PAGE_SIZE = 12;

type Props = { onAdd(filterId: number, name: string): void; onDetail(filterId: number): void };

/** The content filters to choose from: searchable (3 characters or more), 12 a page. */
export function AvailableFilters({ onAdd, onDetail }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [page, setPage] = useState(0);
  const search = useDeferredValue(isSearchable(text) ? text.trim() : "");
  const list = useQuery({
    queryKey: productKeys.wizard.list({ filters: search, page }),
    queryFn: ({ signal }) =>
      listFilters(
        {
          from: page * FILTER_PAGE_SIZE,
          quantity: FILTER_PAGE_SIZE,
          sort_field: "name",
          sort_order: "asc",
          search,
          status: "",
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const total = list.data?.totalFiltered ?? 0;
  const pages = Math.max(1, Math.ceil(total / FILTER_PAGE_SIZE));
  return (
    <section aria-labelledby="pw-available-title" className="grid content-start gap-2">
      <h4 id="pw-available-title" className="text-sm font-medium">
        {t("products.wizard.filters.available")}
      </h4>
      <Field
        id="pw-filter-search"
        type="search"
        label={t("products.wizard.filters.search")}
        value={text}
        // Enter searches here; it must not submit (save) the step.
        onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
        onChange={(event) => {
          setText(event.target.value);
          setPage(0);
        }}
      />
      {list.error && (
        <p role="alert" className="text-xs text-destructive">
          {t("products.wizard.filters.fetchError")}
        </p>
      )}
      <ul
        aria-label={t("products.wizard.filters.available")}
        aria-busy={list.isFetching || undefined}
        className="grid gap-1"
      >
        {(list.data?.filters ?? []).map((filter) => {
          const name = filter.name ?? `#${filter.filter_id}`;
          return (
            <li key={filter.filter_id} className="flex items-center gap-2 rounded border px-2 py-1 text-sm">
              <span className="min-w-0 flex-1 truncate">
                {filter.filter_id} · {name}
              </span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onDetail(filter.filter_id)}
                aria-label={t("products.wizard.filters.detailOf", { name })}
              >
                {t("products.wizard.filters.detail")}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => onAdd(filter.filter_id, name)}
                aria-label={t("products.wizard.filters.addNamed", { name })}
              >
                {t("products.wizard.filters.add")}
              </Button>
            </li>
          );
        })}
      </ul>
      <nav aria-label={t("products.wizard.filters.pages")} className="flex items-center gap-2 text-xs">
        <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
          {t("products.wizard.actions.previous")}
        </Button>
        <span>{t("products.wizard.filters.page", { page: page + 1, pages, total })}</span>
        <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
          {t("products.wizard.actions.next")}
        </Button>
      </nav>
    </section>
  );
}
