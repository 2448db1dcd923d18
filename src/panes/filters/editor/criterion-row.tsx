import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmAndApply } from "../../../commands/confirmed-change";
import {
  type Criterion,
  type CriterionValue,
  type Filter,
  OPERATORS,
  type Operator,
} from "../../../contract/filters";
import { Button } from "../../../ui/button";
import { NativeSelect } from "../../../ui/native-select";
import { addValues, criterionDeletion, deselectValue } from "./criterion-actions";
import { ValuesPicker } from "./values-picker";

type Props = { filter: Filter; criterion: Criterion; canEdit: boolean };

/**
 * A criterion of the filter (spec 2 §4): criterion and operator locked once it has values; unticking a value
 * subtracts it, more values can be added with the same operator, deleting removes the criterion.
 */
export function CriterionRow({ filter, criterion, canEdit }: Props) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<CriterionValue[]>([]);
  const [picking, setPicking] = useState(false);
  const operator = criterion.operator as Operator;
  const chosen = new Set([...criterion.valuesSelected, ...adding].map((value) => value.value));
  const hidden = criterion.selected_total - criterion.valuesSelected.length;

  const toggleNew = (value: CriterionValue, checked: boolean) =>
    setAdding((list) => (checked ? [...list, value] : list.filter((v) => v.value !== value.value)));
  const commit = async () => {
    if (await addValues(t, filter, criterion.criterio_id, adding, operator)) {
      setAdding([]);
      setPicking(false);
    }
  };

  return (
    <li className="grid gap-2 rounded-md border p-2" aria-label={criterion.description}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-32 font-medium">{criterion.description}</span>
        <NativeSelect
          aria-label={t("filters.automatic.operator")}
          value={operator}
          disabled
          title={t("filters.automatic.locked")}
        >
          {OPERATORS.map((value) => (
            <option key={value} value={value}>
              {t(`filters.operators.${value}`)}
            </option>
          ))}
        </NativeSelect>
        {canEdit && (
          <span className="ml-auto flex gap-1">
            <Button size="sm" variant="outline" onClick={() => setPicking(!picking)}>
              {t("filters.automatic.addValues")}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${t("filters.automatic.delete")}: ${criterion.description}`}
              onClick={() => void confirmAndApply(criterionDeletion(t, filter, criterion))}
            >
              <Trash2 aria-hidden />
            </Button>
          </span>
        )}
      </div>
      <ul aria-label={t("filters.automatic.values")} className="flex flex-wrap gap-x-3 gap-y-1">
        {criterion.valuesSelected.map((value) => (
          <li key={value.value}>
            <label className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                checked
                disabled={!canEdit}
                onChange={() => void deselectValue(t, filter, criterion.criterio_id, value.value)}
                className="size-4 accent-primary"
              />
              {value.name}
            </label>
          </li>
        ))}
        {hidden > 0 && (
          <li className="text-sm text-muted-foreground">
            {t("filters.automatic.selectedMore", { count: hidden })}
          </li>
        )}
      </ul>
      {picking && (
        <div className="grid gap-2">
          <ValuesPicker
            criterioId={criterion.criterio_id}
            itemType={filter.item_type}
            label={criterion.description}
            chosen={chosen}
            onToggle={(value, checked) =>
              !criterion.valuesSelected.some((v) => v.value === value.value) && toggleNew(value, checked)
            }
          />
          <Button
            size="sm"
            className="justify-self-end"
            disabled={adding.length === 0}
            onClick={() => void commit()}
          >
            {t("filters.automatic.add")}
          </Button>
        </div>
      )}
    </li>
  );
}
