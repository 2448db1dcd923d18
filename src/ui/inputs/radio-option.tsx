import { useId } from "react";
import { useTranslation } from "react-i18next";
import { radioTexts } from "../../contract/products/rules-inputs";
import { cn } from "../cn";

export type RadioChoice<V extends string> = { value: V; label: string; description?: string };

type Props<V extends string> = {
  /** Accessible name of the group (its legend). */
  legend: string;
  name?: string;
  options: readonly RadioChoice<V>[];
  value: V;
  onValueChange(value: V): void;
  disabled?: boolean;
  className?: string;
};

/**
 * A choice among few options (spec 3 §2 "radio option"): native radios in a fieldset, so arrows move and
 * select and Tab enters the group once. A label over 50 characters or a description over 200 shows the
 * "maximum exceeded" text instead (spec 3 §5).
 */
export function RadioOption<V extends string>({
  legend,
  name,
  options,
  value,
  onValueChange,
  disabled,
  className,
}: Props<V>) {
  const { t } = useTranslation();
  const generated = useId();
  const group = name ?? generated;
  const exceeded = t("product-rules.maxExceeded");
  return (
    <fieldset className={cn("grid gap-1 text-sm", className)} disabled={disabled}>
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => {
          const texts = radioTexts(option.label, option.description);
          const id = `${group}-${option.value}`;
          return (
            <label key={option.value} htmlFor={id} className="flex items-start gap-2">
              <input
                id={id}
                type="radio"
                name={group}
                value={option.value}
                checked={option.value === value}
                onChange={() => onValueChange(option.value)}
                aria-labelledby={`${id}-label`}
                aria-describedby={option.description ? `${id}-description` : undefined}
                className="mt-0.5 size-4 accent-primary focus-visible:ring-2 focus-visible:ring-ring"
              />
              <span className="grid">
                <span id={`${id}-label`}>{texts.label ?? exceeded}</span>
                {option.description && (
                  <span id={`${id}-description`} className="text-xs text-muted-foreground">
                    {texts.description ?? exceeded}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
