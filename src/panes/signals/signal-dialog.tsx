import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { fetchPaywayProducts, type Signal, saveSignal, signalKeys } from "../../api/signals";
import { FormDialog } from "../../kit/form-dialog";
import { FormFieldList } from "../../kit/form-field-list";
import { FormText } from "../../kit/form-fields";
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
        <FormFieldList
          labels="signals.form"
          placeholder="signals.form.select"
          fields={[
            { id: "signal-title", name: "title", label: "title", autoFocus: true },
            { id: "signal-product", name: "bss_code", label: "product", options },
            { id: "signal-start", name: "start_date", label: "start", type: "datetime-local" },
            { id: "signal-end", name: "end_date", label: "end", type: "datetime-local" },
            { id: "signal-node", name: "node_name", label: "node" },
            { id: "signal-liveref", name: "liveref", label: "liveref" },
            { id: "signal-group", name: "group_id", label: "group", inputMode: "numeric" },
            { id: "signal-image", name: "image_url", label: "image", inputMode: "url" },
          ]}
        />
      </div>
      <FormText id="signal-description" name="description" label={t("signals.form.description")} />
    </FormDialog>
  );
}
