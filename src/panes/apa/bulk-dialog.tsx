import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { bulkPublish, checkDevices } from "../../api/apa";
import { errorMessage } from "../../api/error-message";
import { executeCommand } from "../../commands/execute";
import { BULK_MAX_DEVICES } from "../../contract/apa";
import { useButtonAction } from "../../kit/button-commands";
import { DialogFrame } from "../../kit/dialog-frame";
import { Button } from "../../ui/button";
import { DialogFooter } from "../../ui/dialog";
import { Input } from "../../ui/input";
import { Label } from "../../ui/label";
import { addTags, deviceTally, deviceTallyText } from "./device-ids";
import { DeviceTags } from "./device-tags";
import { BULK_DIALOG } from "./dialogs";
import { TargetFields, useTarget } from "./target-fields";
import { useDescribedPublish } from "./use-described-publish";

/** Bulk publish (spec 2 §2, §5): up to 500 device ids as tags, validated (unknown ones red), queued as a job. */
export function BulkDialog({ initial, onClose }: { initial: string[]; onClose(): void }) {
  const { t } = useTranslation();
  const [tags, setTags] = useState(() => addTags([], initial.join(" ")).tags);
  const [typed, setTyped] = useState("");
  const [unknown, setUnknown] = useState<Set<string> | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const {
    pending: busy,
    error,
    submit,
    description,
    setDescription,
    publish: described,
  } = useDescribedPublish();
  const target = useTarget();
  const idBox = useRef<HTMLInputElement>(null);
  const focusIdBox = useCallback(() => idBox.current?.focus(), []);

  const add = (text: string) => {
    const next = addTags(tags, text);
    setTags(next.tags);
    setUnknown(null);
    setNotice(
      next.dropped > 0 ? t("apa.bulk.dropped", { count: next.dropped, max: BULK_MAX_DEVICES }) : null,
    );
  };
  const remove = (tag: string) => {
    setTags(tags.filter((existing) => existing !== tag));
  };
  const validate = () =>
    submit(
      async () => {
        const answer = await checkDevices(tags);
        setUnknown(new Set(answer.unknown));
      },
      (failure) => errorMessage(t, failure, { title: "Error al consultar endpoint" }),
    );
  const publish = () =>
    described(async () => {
      const job = await bulkPublish({ ...target.value, description, device_ids: tags });
      onClose();
      await executeCommand("jobs.openTray", "palette", job.job_id);
    });
  const tally = deviceTally(tags, unknown);
  const removeAll = () => setTags([]);
  const canValidate = !busy && tags.length > 0;
  const canRemoveAll = tags.length > 0;
  // 'Validar' and 'Quitar todos' are also commands (the palette over this dialog, Ctrl+Enter validates).
  useButtonAction(BULK_DIALOG, "validate", { enabled: canValidate, run: () => void validate() });
  useButtonAction(BULK_DIALOG, "removeAll", { enabled: canRemoveAll, run: removeAll });
  return (
    <DialogFrame
      size="lg"
      data-command-scope={BULK_DIALOG}
      title={t("apa.bulk.title")}
      description={t("apa.bulk.description", { max: BULK_MAX_DEVICES })}
      onClose={onClose}
    >
      <Label className="grid gap-1 text-xs">
        {t("apa.bulk.input")}
        <Input
          ref={idBox}
          autoFocus
          value={typed}
          placeholder={t("apa.bulk.placeholder")}
          onChange={(event) => setTyped(event.target.value)}
          onPaste={(event) => {
            event.preventDefault();
            add(event.clipboardData.getData("text"));
          }}
          onKeyDown={(event) => {
            if ((event.key === "Enter" || event.key === "," || event.key === " ") && typed.trim()) {
              event.preventDefault();
              add(typed);
              setTyped("");
            } else if (event.key === "Backspace" && !typed && tags.length > 0) {
              remove(tags[tags.length - 1]);
            }
          }}
        />
      </Label>
      <DeviceTags tags={tags} unknown={unknown} onRemove={remove} onEmptied={focusIdBox} />
      <p role="status" className="text-sm">
        {t("apa.bulk.count", { count: tags.length })}
        {tally && ` · ${deviceTallyText(t, tally)}`}
        {notice && ` · ${notice}`}
      </p>
      <TargetFields target={target} />
      <Label className="grid gap-1 text-xs">
        {t("apa.publish.description")}
        <textarea
          value={description}
          maxLength={500}
          onChange={(e) => setDescription(e.target.value)}
          className="min-h-16 rounded-md border border-input bg-background p-2 text-sm"
        />
      </Label>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={removeAll} disabled={!canRemoveAll}>
          {t("apa.bulk.removeAll")}
        </Button>
        {/* Not disabled while validating: a disabled button drops its focus on the page body (item 5b). */}
        <Button
          type="button"
          variant="outline"
          onClick={() => canValidate && void validate()}
          disabled={tags.length === 0}
          aria-disabled={busy || undefined}
        >
          {t("apa.bulk.validate")}
        </Button>
        <Button type="button" onClick={() => void publish()} disabled={busy || !tally || tally.valid === 0}>
          {t("apa.bulk.publish", { count: tally?.valid ?? tags.length })}
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}
