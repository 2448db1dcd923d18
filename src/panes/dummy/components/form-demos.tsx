import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { InputRule } from "../../../ui/inputs/input-types";
import { MultiSelect } from "../../../ui/inputs/multi-select";
import { RadioOption } from "../../../ui/inputs/radio-option";
import { TagInput } from "../../../ui/inputs/tag-input";
import { TouchSpin } from "../../../ui/inputs/touch-spin";
import { TypedInput } from "../../../ui/inputs/typed-input";

const T = "dummy.components.demo";

// Spec 3 §5's input types, each with a sample the operator can break. The custom one admits hexadecimal
// digits only: an expression of the caller's.
const TYPED: readonly { name: string; rule: InputRule; sample: string }[] = [
  { name: "required", rule: "required", sample: "" },
  { name: "price", rule: "price", sample: "149,90" },
  { name: "alphanumeric", rule: "alphanumeric", sample: "Plan anual_2026" },
  { name: "tax", rule: "tax", sample: "16%" },
  { name: "integer", rule: "integer", sample: "12" },
  { name: "custom", rule: { allowed: /[0-9a-f]/ }, sample: "c0ffee" },
];

export function InputsDemo() {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(() =>
    Object.fromEntries(TYPED.map((typed) => [typed.name, typed.sample])),
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {TYPED.map((typed) => (
        <TypedInput
          key={typed.name}
          id={`${id}-${typed.name}`}
          label={t(`${T}.inputs.${typed.name}`)}
          rule={typed.rule}
          value={values[typed.name]}
          onValueChange={(value) => setValues({ ...values, [typed.name]: value })}
        />
      ))}
    </div>
  );
}

export function TagsDemo() {
  const { t } = useTranslation();
  const id = useId();
  const [items, setItems] = useState<string[]>(["1001", "1002"]);
  return (
    <TagInput
      id={`${id}-tags`}
      label={t(`${T}.tags.label`)}
      placeholder={t(`${T}.tags.placeholder`)}
      items={items}
      onItemsChange={setItems}
      rules={{ minLength: 1, maxLength: 500, maxItems: 10 }}
      duplicateMessage={t(`${T}.tags.duplicate`)}
    />
  );
}

const REGIONS = Array.from({ length: 120 }, (_, index) => ({
  id: String(index + 1),
  label: `${index % 2 === 0 ? "Región" : "Zona"} ${index + 1}`,
}));

export function MultiSelectDemo() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string[]>(["1"]);
  return (
    <MultiSelect
      label={t(`${T}.multi.label`)}
      options={REGIONS}
      selected={selected}
      onChange={setSelected}
      rules={{ min: 1 }}
    />
  );
}

export function TouchSpinDemo() {
  const { t } = useTranslation();
  const [cycles, setCycles] = useState(12);
  return (
    <div className="flex items-center gap-3">
      <TouchSpin label={t(`${T}.spin.label`)} value={cycles} onValueChange={setCycles} />
      <output className="text-sm text-muted-foreground" aria-live="polite">
        {t(`${T}.spin.value`, { value: cycles })}
      </output>
    </div>
  );
}

export function RadioOptionDemo() {
  const { t } = useTranslation();
  const [unit, setUnit] = useState<"D" | "M" | "L">("D");
  return (
    <RadioOption<"D" | "M" | "L">
      legend={t(`${T}.radio.legend`)}
      options={[
        { value: "D", label: t(`${T}.radio.days`), description: t(`${T}.radio.daysHint`) },
        { value: "M", label: t(`${T}.radio.months`), description: t(`${T}.radio.monthsHint`) },
        { value: "L", label: t(`${T}.radio.long`) },
      ]}
      value={unit}
      onValueChange={setUnit}
    />
  );
}
