import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../ui/cn";

type Props = {
  steps: readonly { step: number; label: string }[];
  current: number;
  /** The last step saved: steps up to it are done, the next one is open, the rest inactive. */
  saved: number;
  onSelect(step: number): void;
};

/** The wizard's steps as a list of buttons: Tab reaches them, Enter goes; an inactive one says why (modal). */
export function Stepper({ steps, current, saved, onSelect }: Props) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("products.wizard.stepper.label")}>
      <ol className="flex flex-wrap gap-1">
        {steps.map(({ step, label }) => {
          const done = step <= saved;
          const reachable = step <= saved + 1;
          return (
            <li key={step}>
              <button
                type="button"
                aria-current={step === current ? "step" : undefined}
                aria-disabled={reachable ? undefined : true}
                data-step={step}
                onClick={() => onSelect(step)}
                className={cn(
                  "flex items-center gap-1 rounded-md border px-2 py-1 text-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  step === current && "border-primary bg-primary text-primary-foreground",
                  !reachable && "text-muted-foreground opacity-60",
                )}
              >
                <span aria-hidden="true">{done ? <Check className="size-3" /> : step}</span>
                <span>{label}</span>
                {done && <span className="sr-only">{t("products.wizard.stepper.done")}</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
