import { Minus, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../button";
import { cn } from "../cn";
import { clampSpin, parseSpin, SPIN_MAX, SPIN_MIN, spinKey } from "./touch-spin-value";

type Props = {
  id?: string;
  /** Accessible name of the spin button. */
  label: string;
  value: number;
  onValueChange(value: number): void;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  className?: string;
};

/**
 * A number with − and + (spec 3 §2 "touch spin"): a spinbutton whose arrows step, PageUp/PageDown step ten
 * times, Home/End go to the bounds; typed text keeps its digits. The buttons are for the pointer (out of the tab
 * order: the keys do the same).
 */
export function TouchSpin({
  id,
  label,
  value,
  onValueChange,
  min = SPIN_MIN,
  max = SPIN_MAX,
  step = 1,
  disabled,
  className,
}: Props) {
  const { t } = useTranslation();
  const range = { min, max, step };
  const set = (next: number) => {
    if (next !== value) onValueChange(next);
  };
  return (
    <div className={cn("inline-flex items-center rounded-md border border-input", className)}>
      <Button
        variant="ghost"
        size="icon"
        tabIndex={-1}
        aria-label={t("kit.spin.decrease", { label })}
        disabled={disabled || value <= min}
        onClick={() => set(clampSpin(value - step, range))}
      >
        <Minus aria-hidden />
      </Button>
      <input
        id={id}
        role="spinbutton"
        aria-label={label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        inputMode="numeric"
        disabled={disabled}
        value={String(value)}
        onChange={(event) => set(parseSpin(event.target.value, range))}
        onKeyDown={(event) => {
          const next = spinKey(event.key, value, range);
          if (next === null) return;
          event.preventDefault();
          set(next);
        }}
        className="h-8 w-32 bg-transparent text-center text-sm tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <Button
        variant="ghost"
        size="icon"
        tabIndex={-1}
        aria-label={t("kit.spin.increase", { label })}
        disabled={disabled || value >= max}
        onClick={() => set(clampSpin(value + step, range))}
      >
        <Plus aria-hidden />
      </Button>
    </div>
  );
}
