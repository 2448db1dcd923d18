import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "zod";
import { createProvider, providerKeys } from "../../api/providers";
import { queryClient } from "../../api/query-client";
import { PROVIDER_CODE } from "../../contract/providers";
import { FormDialog } from "../../kit/form-dialog";
import { FormText } from "../../kit/form-fields";
import { useZodForm } from "../../kit/zod-form";
import { providerFailure } from "./failure";

// Spec 2 §5 leaves the provider form's rules unstated: a name, and a code the catalogue can key on.
const providerFormSchema = z.object({
  providerName: z.string().trim().min(2, "providers.form.nameRule").max(120, "providers.form.nameRule"),
  providerCode: z
    .string()
    .trim()
    .toUpperCase()
    .min(2, "providers.form.codeRule")
    .max(30, "providers.form.codeRule")
    .regex(PROVIDER_CODE, "providers.form.codeRule"),
});

/** 'New Provider' (spec 2 §2): name and code; a taken code is refused on its field. */
export function ProviderDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const form = useZodForm(providerFormSchema, { providerName: "", providerCode: "" });
  return (
    <FormDialog
      form={form}
      title={t("providers.dialogs.createTitle")}
      onSave={async (values) => {
        await createProvider(values);
        toast.success(t("providers.messages.createdTitle"), { description: t("providers.messages.created") });
        void queryClient.invalidateQueries({ queryKey: providerKeys.providers.all() });
        onClose();
      }}
      onClose={onClose}
      failure={providerFailure}
    >
      <FormText
        id="provider-name"
        name="providerName"
        label={t("providers.form.name")}
        autoFocus
        autoComplete="off"
      />
      <FormText id="provider-code" name="providerCode" label={t("providers.form.code")} autoComplete="off" />
    </FormDialog>
  );
}
