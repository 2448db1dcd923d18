import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "../input";

type Props = {
  search: string;
  onSearch: (value: string) => void;
  onSubmit: () => void;
  count: number;
  total: number;
  selected: number;
  allSelected: boolean;
  busy: boolean;
  children?: ReactNode;
};

/** Search box, row count ("1.234.567 filas"), selection count and the table's menus. */
export function TableToolbar({
  search,
  onSearch,
  onSubmit,
  count,
  total,
  selected,
  allSelected,
  busy,
  children,
}: Props) {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <div className="flex flex-wrap items-center gap-2 pb-2">
      <div className="relative w-64 max-w-full">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground"
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          onKeyDown={(event) => event.key === "Enter" && onSubmit()}
          placeholder={t("table.search")}
          aria-label={t("table.searchLabel")}
          className="h-8 pl-8"
        />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("table.rowCount", { count, n: format.format(count) })}
        {count !== total && ` ${t("table.filteredFrom", { total: format.format(total) })}`}
        {selected > 0 &&
          ` · ${t(allSelected ? "table.allSelected" : "table.selected", { count: selected, n: format.format(selected) })}`}
        {busy && ` · ${t("table.working")}`}
      </p>
      <div className="ml-auto flex flex-wrap items-center gap-2">{children}</div>
    </div>
  );
}
