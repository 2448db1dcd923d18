import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { fetchPaywayProducts, type Signal, saveSignal, signalKeys } from "../../api/signals";
import { FormDialog } from "../../kit/form-dialog";
import { FormSelect, FormText } from "../../kit/form-fields";
import { retryFailure } from "../../kit/retry-failure";
import { useZodForm } from "../../kit/zod-form";
import { refreshSignals } from "./refresh";
import { initialSignalForm, signalFormSchema, signalPayload } from "./signal-form";

type Props = { row?: Signal; onClose(): void };

/** Add or edit a signal (spec 2 §2: Add Signal; edit modal with Editar and Cancelar). */
export function SignalDialog({ row, onClose }: Props) {
  const { t } = useTranslation();
  const form = useZodForm(signalFormSchema, initialSignalForm(row, Math.floor(Date.now() / 1000)));
  const products = useQuery({
    queryKey: signalKeys.products.lists(),
    queryFn: fetchPaywayProducts,
    staleTime: 60_000,
  });
  const options = (products.data ?? []).map((p) => ({
    value: p.bss_code,
    label: `${p.name} · ${p.bss_code} (${p.type})`,
  }));
  return (
    <FormDialog
      form={form}
      size="lg"
      title={row ? t("signals.dialogs.editTitle") : t("signals.dialogs.createTitle")}
      saveLabel={row ? t("signals.dialogs.edit") : undefined}
      description={t("signals.dialogs.timezone", { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
      failure={retryFailure}
      onSave={async (values) => {
        await saveSignal(signalPayload(values), row?._id);
        toast.success(t(row ? "signals.messages.updated" : "signals.messages.created"));
        void refreshSignals();
        onClose();
      }}
      onClose={onClose}
    >
      <div className="grid gap-3 md:grid-cols-2">
        <FormText id="signal-title" name="title" label={t("signals.form.title")} autoFocus />
        <FormSelect
          id="signal-product"
          name="bss_code"
          label={t("signals.form.product")}
          placeholder={t("signals.form.select")}
          options={options}
        />
        <FormText id="signal-start" name="start_date" type="datetime-local" label={t("signals.form.start")} />
        <FormText id="signal-end" name="end_date" type="datetime-local" label={t("signals.form.end")} />
        <FormText id="signal-node" name="node_name" label={t("signals.form.node")} />
        <FormText id="signal-liveref" name="liveref" label={t("signals.form.liveref")} />
        <FormText id="signal-group" name="group_id" label={t("signals.form.group")} inputMode="numeric" />
        <FormText id="signal-image" name="image_url" label={t("signals.form.image")} inputMode="url" />
      </div>
      <FormText id="signal-description" name="description" label={t("signals.form.description")} />
    </FormDialog>
  );
}
