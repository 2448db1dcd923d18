import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { criteriaCatalogueQuery, filterCriteriaQuery } from "../../../api/filters-queries";
import type { Filter } from "../../../contract/filters";
import { serverDetail } from "../messages";
import { CriterionRow } from "./criterion-row";
import { IncludedTable } from "./included-table";
import { NewCriterionRow } from "./new-criterion-row";

type Props = { paneId: string; filter: Filter; canEdit: boolean; onCount(count: number): void };

/** Automatic filter (spec 2 §2): its criteria rows, a new row, and the contents they select. */
export function AutomaticEditor({ paneId, filter, canEdit, onCount }: Props) {
  const { t } = useTranslation();
  const criteria = useQuery(filterCriteriaQuery(filter.filter_id));
  const catalogue = useQuery(criteriaCatalogueQuery(filter.item_type));
  // §5: criteria that arrive with a null operator are an error, not something to edit.
  const broken = criteria.data?.filter((criterion) => criterion.operator === null) ?? [];
  const usable = criteria.data?.filter((criterion) => criterion.operator !== null) ?? [];
  const used = new Set(usable.map((criterion) => criterion.criterio_id));
  const offered = (catalogue.data ?? []).filter((criterion) => !used.has(criterion.criterio_id));
  const failed = criteria.error ?? catalogue.error;

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <h3 className="text-sm font-semibold">{t("filters.automatic.criteria")}</h3>
      {(failed || broken.length > 0) && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-2 text-sm text-destructive"
        >
          {t("filters.messages.criteriaError")}{" "}
          {failed
            ? serverDetail(failed)
            : broken.map((c) => t("filters.automatic.nullOperator", { name: c.description })).join(" ")}
        </p>
      )}
      {criteria.data && usable.length === 0 && (
        <p className="text-sm text-muted-foreground">{t("filters.automatic.none")}</p>
      )}
      <ul className="grid gap-2">
        {usable.map((criterion) => (
          <CriterionRow key={criterion.criterio_id} filter={filter} criterion={criterion} canEdit={canEdit} />
        ))}
      </ul>
      {canEdit && offered.length > 0 && <NewCriterionRow paneId={paneId} filter={filter} offered={offered} />}
      <h3 className="pt-2 text-sm font-semibold">{t("filters.automatic.result")}</h3>
      <div className="flex min-h-72 flex-1 flex-col">
        <IncludedTable paneId={null} filter={filter} canEdit={false} onCount={onCount} />
      </div>
    </div>
  );
}
