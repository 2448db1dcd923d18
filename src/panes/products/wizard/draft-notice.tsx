import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button";
import type { StepDraft } from "./use-step-draft";

/** Says that the values shown were kept locally (not saved yet), and lets the operator throw them away. */
export function DraftNotice({ draft }: { draft: StepDraft }) {
  const { t, i18n } = useTranslation();
  if (draft.unkept)
    return (
      <p role="alert" className="text-xs text-destructive">
        {t("products.wizard.draft.unkept")}
      </p>
    );
  if (draft.restoredAt === null) return null;
  const time = new Date(draft.restoredAt).toLocaleString(i18n.language);
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 px-2 py-1 text-xs"
    >
      <span>{t("products.wizard.draft.restored", { time })}</span>
      <Button variant="link" size="sm" onClick={draft.discard}>
        {t("products.wizard.draft.discard")}
      </Button>
    </div>
  );
}
