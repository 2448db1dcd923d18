import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isSearchable } from "../../../contract/products/rules";
import { DialogFrame } from "../../../kit/dialog-frame";
import { Button } from "../../../ui/button";
import { useDebounced } from "../../../ui/data-table/use-debounced";
import { Label } from "../../../ui/label";
import { NativeSelect } from "../../../ui/native-select";
import type { PlanFilter } from "../domain/api";
import type { PlanView } from "../domain/model";
import { planFiltersQuery } from "../domain/queries";
import { FilterContentsTable } from "./filter-contents-table";

/** The pause after typing before the contents are searched. */
export const CONTENTS_SEARCH_DELAY_MS = 400;

type Props = { plan: PlanView; onClose(): void };

/**
 * The content-filter contents modal opened from a plan (spec 3 §2, §7): choose one of the plan's filters,
 * then its contents, 20 a page (§9), searched by name or id from 3 characters (§5).
 */
export function FilterContentsDialog({ plan, onClose }: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const filters = useQuery(planFiltersQuery(plan.id));
  const [chosen, setChosen] = useState<number>();
  const [text, setText] = useState("");
  const filter = filters.data?.find((f) => f.id === chosen) ?? filters.data?.[0];
  const search = useDebounced(isSearchable(text) ? text.trim() : "", CONTENTS_SEARCH_DELAY_MS);
  return (
    <DialogFrame
      title={t("products.filterContents.title", { name: plan.name })}
      description={t("products.filterContents.description")}
      onClose={onClose}
      className="max-w-2xl"
      footer={
        <Button variant="outline" onClick={onClose}>
          {t("products.filterContents.close")}
        </Button>
      }
    >
      {filters.error && (
        <p role="alert" className="text-sm text-destructive">
          {t("products.filterContents.error")}
        </p>
      )}
      {filters.isPending && <p className="text-sm">{t("products.filterContents.loading")}</p>}
      {filters.data?.length === 0 && <p className="text-sm">{t("products.filterContents.noFilters")}</p>}
      {filter && filters.data && (
        <div className="grid gap-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <FilterChoice
              id={`${ids}-filter`}
              filters={filters.data}
              value={filter.id}
              onChange={(id) => {
                setChosen(id);
                setText("");
              }}
            />
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-search`}>{t("products.filterContents.search")}</Label>
              <input
                id={`${ids}-search`}
                type="search"
                value={text}
                placeholder={t("products.filterContents.searchPlaceholder")}
                onChange={(event) => setText(event.target.value)}
                className="h-8 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              />
            </div>
          </div>
          <FilterContentsTable key={`${filter.id}:${search}`} filter={filter} search={search} />
        </div>
      )}
    </DialogFrame>
  );
}

type ChoiceProps = { id: string; filters: PlanFilter[]; value: number; onChange(id: number): void };

function FilterChoice({ id, filters, value, onChange }: ChoiceProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t("products.filterContents.filter")}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {filters.map((filter) => (
          <option key={filter.id} value={filter.id}>
            {filter.id} · {filter.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
