import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { publishFilter, saveFilter } from "../../../api/filters";
import { type Filter, PARTITIONS, type PublishResult } from "../../../contract/filters";
import { useSubmitState } from "../../../kit/use-submit-state";
import { Button } from "../../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../ui/dialog";
import { filterLabel, refreshFilters, toastFailure } from "../actions";
import { FailureActions } from "../failure-actions";
import { failure } from "../messages";
import type { Fields } from "./use-tags";

type Props = { filter: Filter; fields: Fields; onClose(): void };

/** Publish (spec 2 §4): confirm, publish to every partition, show each one's result, then save the filter. */
export function PublishDialog({ filter, fields, onClose }: Props) {
  const { t } = useTranslation();
  const [result, setResult] = useState<PublishResult | null>(null);
  const { pending: running, error, submit } = useSubmitState<{ title: string; description?: string }>();

  const run = async () => {
    await submit(
      async () => {
        const published = await publishFilter(filter.filter_id);
        setResult(published);
        const anyOk = PARTITIONS.some((partition) => published.partitions[partition].status === "0");
        if (anyOk) toast.success(t("filters.messages.filterPublished"));
        else toast.error(t("filters.messages.filterPublishError"));
        try {
          await saveFilter({
            filter: { filter_id: filter.filter_id, name: fields.name, description: fields.description },
          });
          toast.success(t("filters.messages.published"));
        } catch (caught) {
          toastFailure(t, "filters.messages.saveError", caught);
        }
      },
      (caught) => failure(t, "filters.messages.publishError", caught),
    );
    await refreshFilters();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !running && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{t("filters.publish.title")}</DialogTitle>
          <DialogDescription>
            {t("filters.publish.confirm", { name: filterLabel(t, filter) })} {t("filters.publish.lines")}
          </DialogDescription>
        </DialogHeader>
        {result && (
          <table className="w-full text-sm" aria-label={t("filters.publish.results")}>
            <thead>
              <tr className="text-left text-muted-foreground">
                <th className="py-1">{t("filters.publish.partition")}</th>
                <th>{t("filters.publish.status")}</th>
                <th>{t("filters.publish.message")}</th>
              </tr>
            </thead>
            <tbody>
              {PARTITIONS.map((partition) => {
                const answer = result.partitions[partition];
                const ok = answer.status === "0";
                return (
                  <tr key={partition} className="border-t">
                    <td className="py-1 font-medium">{partition}</td>
                    <td className={ok ? "text-emerald-900" : "text-destructive"}>
                      {t(ok ? "filters.publish.ok" : "filters.publish.error")}
                    </td>
                    <td>{answer.result.map((entry) => entry.message).join(" ")}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {result && <p className="text-xs text-muted-foreground">{t("filters.publish.delay")}</p>}
        <FailureActions
          error={error}
          busy={running}
          cancelLabel={t(result ? "common.close" : "common.cancel")}
          onCancel={onClose}
        >
          {!result && (
            <Button onClick={() => void run()} disabled={running}>
              {t("filters.editor.publish")}
            </Button>
          )}
        </FailureActions>
      </DialogContent>
    </Dialog>
  );
}
