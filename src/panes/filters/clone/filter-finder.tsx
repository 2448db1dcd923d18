import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { filterKeys } from "../../../api/filters-queries";
import { FINDER_PAGE_SIZE, type Filter, type FilterType, type ItemType } from "../../../contract/filters";
import { Button } from "../../../ui/button";
import { cn } from "../../../ui/cn";
import { useDebounced } from "../../../ui/data-table/use-debounced";
import { Input } from "../../../ui/input";
import { filterLabel } from "../actions";
import { findFilters, fits } from "./clone-rules";

type Props = {
  label: string;
  /** Only filters of this type can be chosen (null: any). */
  required: FilterType | null;
  /** Only filters of this content type (a destination must match its origin's). */
  itemType?: ItemType;
  chosen: Filter | null;
  onChoose(filter: Filter): void;
};

/** The clone dialog's filter finder (spec 2 §2): paged search, 10 a page, only a fitting filter chosen. */
export function FilterFinder({ label, required, itemType, chosen, onChoose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState("");
  const [page, setPage] = useState(0);
  const search = useDebounced(text.trim(), 300);
  const found = useQuery({
    queryKey: [...filterKeys.lists(), "finder", search, page],
    queryFn: ({ signal }) => findFilters(search, page, signal),
  });
  const pages = Math.max(1, Math.ceil((found.data?.total ?? 0) / FINDER_PAGE_SIZE));

  return (
    <fieldset className="grid gap-2 rounded-md border p-2">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      <Input
        aria-label={`${label}: ${t("filters.clone.finder")}`}
        placeholder={t("filters.clone.finder")}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setPage(0);
        }}
        className="h-8"
      />
      <ul aria-labelledby={id} className="grid max-h-56 gap-0.5 overflow-auto">
        {(found.data?.filters ?? []).map((filter) => {
          const allowed = fits(filter, required) && (itemType === undefined || filter.item_type === itemType);
          const selected = chosen?.filter_id === filter.filter_id;
          return (
            <li key={filter.filter_id}>
              <button
                type="button"
                aria-pressed={selected}
                disabled={!allowed}
                title={allowed ? undefined : t("filters.clone.notRequired")}
                onClick={() => onChoose(filter)}
                className={cn(
                  "flex w-full items-center gap-2 rounded px-2 py-1 text-left text-sm hover:bg-accent disabled:cursor-not-allowed disabled:opacity-50",
                  selected && "bg-primary/10 font-medium",
                )}
              >
                <span className="w-12 shrink-0 text-right tabular-nums text-muted-foreground">
                  {filter.filter_id}
                </span>
                <span className="min-w-0 flex-1 truncate">{filterLabel(t, filter)}</span>
                <span className="shrink-0 text-xs text-muted-foreground">
                  {t(`filters.types.${filter.type}`)} · {t(`filters.itemTypes.${filter.item_type}`)}
                </span>
              </button>
            </li>
          );
        })}
        {found.data?.filters.length === 0 && (
          <li className="px-2 py-1 text-sm text-muted-foreground">{t("filters.clone.finderEmpty")}</li>
        )}
      </ul>
      <div className="flex items-center justify-between text-xs text-muted-foreground">
        <span id={id}>
          {t("filters.clone.finderPage", { page: page + 1 })} / {pages}
        </span>
        <span className="flex gap-1">
          <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t("filters.clone.previousPage")}
          </Button>
          <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            {t("filters.clone.nextPage")}
          </Button>
        </span>
      </div>
    </fieldset>
  );
}
