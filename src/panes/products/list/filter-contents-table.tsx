// biome-ignore-all lint/a11y/noNoninteractiveTabindex: a page of 20 contents may overflow: the keyboard must scroll it
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FILTER_CONTENTS_PAGE_SIZE } from "../../../contract/products/filters";
import { Button } from "../../../ui/button";
import type { PlanFilter } from "../domain/api";
import { pageCount } from "../domain/model";
import { filterContentsQuery } from "../domain/queries";

type Props = { filter: PlanFilter; search: string };

/** One filter's contents (id, name, type), one page of 20 at a time, with previous and next. */
export function FilterContentsTable({ filter, search }: Props) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const from = page * FILTER_CONTENTS_PAGE_SIZE;
  const contents = useQuery(filterContentsQuery(filter.id, from, search));
  const data = contents.data;
  const pages = pageCount(data?.total_filtered ?? 0, FILTER_CONTENTS_PAGE_SIZE);
  const caption = t("products.filterContents.results", { name: filter.name });
  if (contents.error)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t("products.filterContents.error")}
      </p>
    );
  if (!data) return <p className="text-sm">{t("products.filterContents.loading")}</p>;
  return (
    <div className="grid gap-2">
      <section
        aria-label={caption}
        tabIndex={0}
        className="max-h-80 overflow-auto rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <table
          className="w-full text-sm"
          aria-rowcount={data.total_filtered + 1}
          aria-busy={contents.isFetching || undefined}
        >
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-muted text-left">
            <tr aria-rowindex={1}>
              <th scope="col" className="px-2 py-1 font-medium">
                {t("products.filterContents.id")}
              </th>
              <th scope="col" className="px-2 py-1 font-medium">
                {t("products.filterContents.name")}
              </th>
              <th scope="col" className="px-2 py-1 font-medium">
                {t("products.filterContents.type")}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.contents.map((content, index) => (
              <tr key={content.id} aria-rowindex={from + index + 2} className="border-t">
                <td className="px-2 py-1 tabular-nums">{content.id}</td>
                <td className="px-2 py-1">{content.name}</td>
                <td className="px-2 py-1">{t(`products.filterContents.types.${content.type}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data.contents.length === 0 && (
          <p role="status" className="p-2 text-sm text-muted-foreground">
            {t("products.filterContents.empty")}
          </p>
        )}
      </section>
      <nav aria-label={caption} className="flex items-center gap-2 text-xs">
        <span role="status">
          {t("products.filterContents.total", { shown: data.total_filtered, total: data.total })}
        </span>
        <span className="ml-auto">{t("products.filterContents.page", { page: page + 1, pages })}</span>
        <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
          {t("products.filterContents.previous")}
        </Button>
        <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
          {t("products.filterContents.next")}
        </Button>
      </nav>
    </div>
  );
}
