import { useTranslation } from "react-i18next";
import { Button } from "../button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../dialog";
import { Progress } from "../progress";
import type { ExportState } from "./use-export";

type Props = { state: ExportState | null; onCancel: () => void };

/** Progress of a large export with a Cancel button; stays open to show a cap notice or a failure. */
export function ExportProgressDialog({ state, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const format = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const open = state?.dialog === true;
  const running = state?.phase === "reading" || state?.phase === "building";
  const percent =
    state && state.expected > 0 && state.phase !== "failed"
      ? Math.round((100 * state.done) / state.expected)
      : null;
  const description = !state
    ? ""
    : state.phase === "failed"
      ? t("table.export.failed", { message: state.error })
      : state.phase === "finished"
        ? t("table.export.finished", { n: format(state.done), count: state.done })
        : state.phase === "building"
          ? t("table.export.building", { done: format(state.done), expected: format(state.expected) })
          : t("table.export.reading", { done: format(state.done), expected: format(state.expected) });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent size="sm" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{state ? t(`table.export.title.${state.format}`) : ""}</DialogTitle>
          <DialogDescription aria-live="polite">{description}</DialogDescription>
        </DialogHeader>
        {state?.phase !== "failed" && (
          <Progress
            value={state?.phase === "finished" ? 100 : percent}
            aria-label={t("table.export.progress")}
          />
        )}
        {state?.capped && (
          <p
            role="note"
            className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900"
          >
            {t("table.export.capped", { limit: format(state.limit), count: format(state.count) })}
          </p>
        )}
        <DialogFooter>
          <Button variant={running ? "outline" : "default"} onClick={onCancel}>
            {running ? t("table.export.cancel") : t("table.export.close")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
