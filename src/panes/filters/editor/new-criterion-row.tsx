import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type Criterion,
  type CriterionValue,
  type Filter,
  OPERATORS,
  type Operator,
} from "../../../contract/filters";
import { useButtonAction } from "../../../kit/button-commands";
import { Button } from "../../../ui/button";
import { NativeSelect } from "../../../ui/native-select";
import { addValues } from "./criterion-actions";
import { ValuesPicker } from "./values-picker";

type Props = { paneId: string; filter: Filter; offered: readonly Criterion[] };

/**
 * A new criteria row (spec 2 §4, §5): choose the criterion, the operator and values; both selects lock once
 * a value is chosen, and the criterion cannot be added without values.
 */
export function NewCriterionRow({ paneId, filter, offered }: Props) {
  const { t } = useTranslation();
  const [criterioId, setCriterioId] = useState<number | null>(null);
  const [operator, setOperator] = useState<Operator>("OR");
  const [values, setValues] = useState<CriterionValue[]>([]);
  const criterion = offered.find((c) => c.criterio_id === criterioId);
  const locked = values.length > 0;

  const add = async () => {
    if (!criterion || values.length === 0) return;
    if (await addValues(t, filter, criterion.criterio_id, values, operator)) {
      setCriterioId(null);
      setValues([]);
      setOperator("OR");
    }
  };
  useButtonAction(paneId, "addCriterion", { enabled: values.length > 0, run: add });

  return (
    <section
      aria-label={t("filters.automatic.newRow")}
      className="grid gap-2 rounded-md border border-dashed p-2"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">{t("filters.automatic.newRow")}</span>
        <NativeSelect
          aria-label={t("filters.automatic.criterion")}
          value={criterioId ?? ""}
          disabled={locked}
          onChange={(event) => setCriterioId(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t("filters.automatic.chooseCriterion")}</option>
          {offered.map((option) => (
            <option key={option.criterio_id} value={option.criterio_id}>
              {option.description}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={t("filters.automatic.operator")}
          value={operator}
          disabled={locked}
          onChange={(event) => setOperator(event.target.value as Operator)}
        >
          {OPERATORS.map((value) => (
            <option key={value} value={value}>
              {t(`filters.operators.${value}`)}
            </option>
          ))}
        </NativeSelect>
        <Button size="sm" className="ml-auto" disabled={values.length === 0} onClick={() => void add()}>
          {t("filters.automatic.add")}
        </Button>
      </div>
      {locked && <p className="text-xs text-muted-foreground">{t("filters.automatic.locked")}</p>}
      {criterion && (
        <ValuesPicker
          key={criterion.criterio_id}
          criterioId={criterion.criterio_id}
          itemType={filter.item_type}
          label={criterion.description}
          chosen={new Set(values.map((v) => v.value))}
          onToggle={(value, checked) =>
            setValues((list) => (checked ? [...list, value] : list.filter((v) => v.value !== value.value)))
          }
        />
      )}
    </section>
  );
}
