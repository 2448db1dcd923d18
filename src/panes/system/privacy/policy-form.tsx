import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { errorMessage } from "../../../api/error-message";
import { type DataPolicy, useSetDataPolicy } from "../../../api/privacy";
import type { PersonalDataModule } from "../../../contract/personal-data";
import { EXPORT_ROW_CAP_MAX } from "../../../contract/privacy";
import { ActiveSwitch } from "../../../kit/active-switch";
import { Field } from "../../../kit/field";
import { Button } from "../../../ui/button";

type Props = { module: PersonalDataModule; policy: DataPolicy; readOnly: boolean };

/** The typed cap: empty is no cap; otherwise a whole number the contract takes, else why not (an i18n key). */
export function capOf(text: string): { cap: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { cap: null };
  const cap = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || cap < 1 || cap > EXPORT_ROW_CAP_MAX)
    return { error: "system.personalData.capInvalid" };
  return { cap };
}

/** One module's policy: the reveal switch and the row cap, saved together; a failed save keeps both. */
export function PolicyForm({ module, policy, readOnly }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [reveal, setReveal] = useState(policy.reveal);
  const [capText, setCapText] = useState(policy.export_row_cap === null ? "" : String(policy.export_row_cap));
  const [failure, setFailure] = useState<string>();
  const save = useSetDataPolicy();
  const title = t(`system.personalData.modules.${module}`);
  const cap = capOf(capText);
  const changed =
    reveal !== policy.reveal || ("cap" in cap ? cap.cap !== policy.export_row_cap : capText.trim() !== "");
  const max = new Intl.NumberFormat(i18n.language).format(EXPORT_ROW_CAP_MAX);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !("cap" in cap) || !changed || save.isPending) return;
    setFailure(undefined);
    try {
      await save.mutateAsync({ module, change: { reveal, export_row_cap: cap.cap } });
      toast.success(t("system.personalData.saved", { module: title }));
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-md border p-3">
      <h3 id={`${id}-title`} className="mb-2 text-sm font-semibold">
        {title}
      </h3>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3">
        <div className="flex items-center gap-2">
          <ActiveSwitch
            checked={reveal}
            label={t("system.personalData.reveal")}
            disabled={readOnly || save.isPending}
            onToggle={() => setReveal(!reveal)}
          />
          <span className="text-sm" aria-hidden>
            {t("system.personalData.reveal")}
          </span>
        </div>
        <Field
          id={`${id}-cap`}
          label={t("system.personalData.cap")}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t("system.personalData.noCap")}
          value={capText}
          onChange={(event) => setCapText(event.target.value)}
          error={"error" in cap ? t(cap.error, { max }) : undefined}
          className="w-48"
          disabled={readOnly || save.isPending}
        />
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        {!readOnly && (
          <div>
            <Button
              type="submit"
              size="sm"
              aria-label={t("system.personalData.save", { module: title })}
              disabled={!changed || !("cap" in cap) || save.isPending}
            >
              {save.isPending ? t("common.saving") : t("common.save")}
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}
