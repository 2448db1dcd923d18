import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { apaKeys, type PublishResult, publishDocument, republishDocument } from "../../api/apa";
import { queryClient } from "../../api/query-client";
import { DialogFrame } from "../../kit/dialog-frame";
import { Button } from "../../ui/button";
import { DialogFooter } from "../../ui/dialog";
import { Label } from "../../ui/label";
import type { ApaDialog } from "./dialogs";
import { PartitionResults } from "./partition-results";
import { TargetFields, useTarget } from "./target-fields";
import { useDescribedPublish } from "./use-described-publish";

type Props = { dialog: Extract<ApaDialog, { type: "publish" | "republish" }>; onClose(): void };

/** Publish (spec 2 §2: Translations, Metadata, Assets) or re-publish a history entry, with a description. */
export function PublishDialog({ dialog, onClose }: Props) {
  const { t } = useTranslation();
  const entry = dialog.type === "republish" ? dialog.entry : undefined;
  const deviceId = entry?._id ?? (dialog.type === "publish" ? dialog.deviceId : "");
  const fixedType = entry?.type ?? (dialog.type === "publish" ? dialog.publishType : undefined);
  const target = useTarget(
    dialog.type === "publish"
      ? { type: fixedType, environment: dialog.environment, partition: dialog.partition }
      : {},
  );
  const [result, setResult] = useState<PublishResult | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const { pending: busy, error, description, setDescription, publish } = useDescribedPublish();
  const submit = () =>
    publish(async () => {
      const answer = entry
        ? await republishDocument({
            partition: entry.partition,
            environment: entry.environment,
            type: entry.type,
            device_id: entry._id,
            timestamp: entry.timestamp,
            message: description,
          })
        : await publishDocument({ ...target.value, device_id: deviceId, description });
      setResult(answer);
      void queryClient.invalidateQueries({ queryKey: apaKeys.documents.all() });
      void queryClient.invalidateQueries({ queryKey: apaKeys.history.all() });
    });
  const title = entry ? t("apa.publish.republishTitle") : t(`apa.publish.title.${fixedType ?? "any"}`);
  return (
    <DialogFrame
      title={title}
      description={t("apa.publish.device", { id: deviceId })}
      onClose={onClose}
      // The description is what the operator types: it has the focus, not the target fields above it.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        textRef.current?.focus();
      }}
    >
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (result) onClose();
          else void submit();
        }}
      >
        {!entry && <TargetFields target={target} fixedType={!!fixedType} />}
        <Label className="grid gap-1 text-xs">
          {entry ? t("apa.publish.message") : t("apa.publish.description")}
          <textarea
            ref={textRef}
            value={description}
            maxLength={500}
            readOnly={!!result}
            onChange={(e) => setDescription(e.target.value)}
            aria-invalid={error !== null}
            className="min-h-20 rounded-md border border-input bg-background p-2 text-sm"
          />
        </Label>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        {result && <PartitionResults result={result} />}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {result ? t("common.close") : t("common.cancel")}
          </Button>
          {!result && (
            <Button type="submit" disabled={busy}>
              {entry ? t("apa.publish.republish") : t("apa.publish.submit")}
            </Button>
          )}
        </DialogFooter>
      </form>
    </DialogFrame>
  );
}
