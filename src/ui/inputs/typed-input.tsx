import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { FieldFrame } from "../field-frame";
import { Input } from "../input";
import { checkInput, type InputRule, normalizeInput } from "./input-types";

type Props = Omit<ComponentProps<typeof Input>, "value" | "onChange" | "id"> & {
  id: string;
  label: string;
  rule: InputRule;
  value: string;
  onValueChange(value: string): void;
  required?: boolean;
};

/** An input of one of spec 3 §5's types: its refused characters are listed under it, tied by aria-describedby. */
export function TypedInput({ id, label, rule, value, onValueChange, required, ...props }: Props) {
  const { t } = useTranslation();
  const check = checkInput(rule, value, required ?? rule === "required");
  const error = check.ok
    ? undefined
    : check.reason === "required"
      ? t("kit.input.required")
      : t("kit.input.invalid", { chars: check.chars.join(" ") });
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(aria) => (
        <Input
          {...aria}
          value={value}
          inputMode={rule === "integer" ? "numeric" : rule === "price" ? "decimal" : undefined}
          aria-required={required || rule === "required" || undefined}
          onChange={(event) => onValueChange(normalizeInput(rule, event.target.value))}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
