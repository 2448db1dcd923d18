import { Dialog as DialogPrimitive } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Button } from "../button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../dialog";
import { Progress } from "../progress";
import type { ExportState } from "./use-export";

type Props = { state: ExportState | null; onCancel: () => void };

/**
 * Progress of a large export with a Cancel button; stays open to show a cap notice or a failure. A
 * non-modal dialog in a corner: the page stays usable while the worker builds the file, and opening it
 * moves no focus and locks no scrolling (work the page would do in the middle of the export).
 */
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
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && onCancel()} modal={false}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          onOpenAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed right-4 bottom-4 z-50 grid w-[min(24rem,calc(100%-2rem))] gap-3 rounded-lg border bg-background p-4 shadow-lg"
        >
          <DialogHeader>
            <DialogTitle className="text-base">
              {state ? t(`table.export.title.${state.format}`) : ""}
            </DialogTitle>
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
              {t(state.adminCap ? "table.export.cappedByAdmin" : "table.export.capped", {
                limit: format(state.limit),
                count: format(state.count),
              })}
            </p>
          )}
          <DialogFooter>
            <Button variant={running ? "outline" : "default"} size="sm" onClick={onCancel}>
              {running ? t("table.export.cancel") : t("table.export.close")}
            </Button>
          </DialogFooter>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
