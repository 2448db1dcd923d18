import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { listCriterionValues } from "../../../api/filters";
import { filterKeys } from "../../../api/filters-queries";
import { type CriterionValue, type ItemType, VALUES_PAGE_SIZE } from "../../../contract/filters";
import { Button } from "../../../ui/button";
import { useDebounced } from "../../../ui/data-table/use-debounced";
import { Input } from "../../../ui/input";
import { serverDetail } from "../messages";

type Props = {
  criterioId: number;
  itemType: ItemType;
  label: string;
  /** Values already chosen (checked, not offered again). */
  chosen: ReadonlySet<string>;
  onToggle(value: CriterionValue, checked: boolean): void;
};

/** A criterion's values, 50 a page, searched in lower case (spec 2 §5, §9). */
export function ValuesPicker({ criterioId, itemType, label, chosen, onToggle }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [from, setFrom] = useState(0);
  const search = useDebounced(text.trim().toLowerCase(), 300);
  const request = { criterioId, itemType, search, from };
  const values = useQuery({
    queryKey: filterKeys.criterionValues(request),
    queryFn: ({ signal }) => listCriterionValues(request, signal),
    placeholderData: keepPreviousData,
  });
  const total = values.data?.total ?? 0;

  return (
    <div className="grid gap-1">
      <Input
        aria-label={`${label}: ${t("filters.automatic.searchValues")}`}
        placeholder={t("filters.automatic.searchValues")}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setFrom(0);
        }}
        className="h-8"
      />
      {values.error && (
        <p role="alert" className="text-xs text-destructive">
          {t("filters.messages.dataError")} {serverDetail(values.error)}
        </p>
      )}
      <ul
        aria-label={label}
        className="grid max-h-48 grid-cols-2 gap-x-3 gap-y-0.5 overflow-auto rounded border p-1"
      >
        {(values.data?.values ?? []).map((value) => (
          <li key={value.value}>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={chosen.has(value.value)}
                onChange={(event) => onToggle(value, event.target.checked)}
                className="size-4 accent-primary"
              />
              <span className="truncate">{value.name}</span>
            </label>
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between text-xs text-muted-foreground">
        <span>
          {t("filters.automatic.page", {
            from: total === 0 ? 0 : from + 1,
            to: Math.min(from + VALUES_PAGE_SIZE, total),
            total,
          })}
        </span>
        <span className="flex gap-1">
          <Button
            size="sm"
            variant="outline"
            disabled={from === 0}
            onClick={() => setFrom(Math.max(0, from - VALUES_PAGE_SIZE))}
          >
            {t("filters.automatic.previous")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={from + VALUES_PAGE_SIZE >= total}
            onClick={() => setFrom(from + VALUES_PAGE_SIZE)}
          >
            {t("filters.automatic.more")}
          </Button>
        </span>
      </div>
    </div>
  );
}
