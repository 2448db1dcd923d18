import { useTranslation } from "react-i18next";
import { Button } from "../../../../ui/button";
import type { NamedFilterRow } from "./filter-rows";

type Props = {
  rows: readonly NamedFilterRow[];
  onDelete(filterId: number): void;
  onRestore(filterId: number, name: string): void;
  onDetail(filterId: number): void;
};

/** The plan's filters: saved ones marked delete stay listed (struck) until saved, and can be added back. */
export function SelectedFilters({ rows, onDelete, onRestore, onDetail }: Props) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pw-selected-title" className="grid content-start gap-2">
      <h4 id="pw-selected-title" className="text-sm font-medium">
        {t("products.wizard.filters.selected", { count: rows.filter((row) => row.action === "add").length })}
      </h4>
      {rows.length === 0 && (
        <p className="text-xs text-muted-foreground">{t("products.wizard.filters.none")}</p>
      )}
      <ul aria-label={t("products.wizard.filters.selectedList")} className="grid gap-1">
        {rows.map((row) => (
          <li
            key={row.filter_id}
            data-action={row.action}
            className="flex items-center gap-2 rounded border px-2 py-1 text-sm"
          >
            <span
              className={
                row.action === "delete" ? "min-w-0 flex-1 truncate line-through" : "min-w-0 flex-1 truncate"
              }
            >
              {row.filter_id} · {row.name}
            </span>
            <span className="text-xs text-muted-foreground">
              {t(`products.wizard.filters.actions.${row.action}`)}
            </span>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onDetail(row.filter_id)}
              aria-label={t("products.wizard.filters.detailOf", { name: row.name })}
            >
              {t("products.wizard.filters.detail")}
            </Button>
            {row.action === "delete" ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => onRestore(row.filter_id, row.name)}
                aria-label={t("products.wizard.filters.addNamed", { name: row.name })}
              >
                {t("products.wizard.filters.add")}
              </Button>
            ) : (
              <Button
                size="sm"
                variant="outline"
                onClick={() => onDelete(row.filter_id)}
                aria-label={t("products.wizard.filters.deleteNamed", { name: row.name })}
              >
                {t("products.wizard.filters.delete")}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
