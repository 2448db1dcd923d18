import { useTranslation } from "react-i18next";
import { cn } from "../../../ui/cn";
import type { CloneVerdict } from "../domain/clone-verdicts";

const LINE_TEXT = {
  valid: "validLine",
  checking: "checkingLine",
  invalid: "invalidLine",
  refused: "invalidLine",
};

/** One id of the grouped list, worded and coloured by its verdict (the same one its tag shows). */
export function CloneLine({ verdict }: { verdict: CloneVerdict }) {
  const { t } = useTranslation();
  const reason = verdict.reason ? t(`products.clone.reasons.${verdict.reason}`) : undefined;
  return (
    <li
      data-valid={verdict.kind === "valid"}
      data-verdict={verdict.kind}
      aria-label={t(`products.clone.${LINE_TEXT[verdict.kind]}`, { id: verdict.id })}
      title={reason}
      aria-description={reason}
      className={cn(
        "rounded border px-1.5",
        verdict.kind === "valid" && "border-green-400 bg-green-100 text-green-900",
        verdict.kind === "checking" && "border-input bg-muted text-foreground",
        (verdict.kind === "invalid" || verdict.kind === "refused") &&
          "border-red-400 bg-red-100 text-red-900",
      )}
    >
      {verdict.id}
    </li>
  );
}
