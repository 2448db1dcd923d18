import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { createModule, type ModuleRow, updateModule } from "../../../api/modules";
import { Field } from "../../../session/field";
import { markChanged } from "../shared/changes";
import { CheckField } from "../shared/check-field";
import type { FormMode } from "../shared/dialogs";
import { errorField, errorText } from "../shared/errors";
import { FormDialog } from "../shared/form-dialog";
import { canSaveModule, initialModuleForm, MODULE_NAME, type ModuleForm, modulePayload } from "./module-form";

type Props = { mode: FormMode; row?: ModuleRow; onClose(): void };

/** Module create or edit modal (spec 1 §2). */
export function ModuleDialog({ mode, row, onClose }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState<ModuleForm>(() => initialModuleForm(mode, row));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const editing = mode === "edit" && row !== undefined;
  const set = <K extends keyof ModuleForm>(field: K, value: ModuleForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const save = async () => {
    setSaving(true);
    setFormError(undefined);
    try {
      if (editing) await updateModule(row.module_id, modulePayload(form));
      else await createModule(modulePayload(form));
      toast.success(t(editing ? "system.messages.updated" : "system.messages.created"));
      markChanged();
      onClose();
    } catch (error) {
      const reason = errorText(t, error);
      setFormError(reason);
      const field = errorField(error);
      if (field) setErrors((current) => ({ ...current, [field]: reason }));
    } finally {
      setSaving(false);
    }
  };

  const badName = form.name !== "" && !MODULE_NAME.test(form.name.trim());
  return (
    <FormDialog
      title={t(`system.modules.title.${editing ? "edit" : "create"}`)}
      error={formError}
      canSave={canSaveModule(form)}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Field
        id="module-name"
        label={t("system.modules.name")}
        value={form.name}
        error={errors.name ?? (badName ? t("system.modules.nameRule") : undefined)}
        autoComplete="off"
        onChange={(e) => set("name", e.target.value)}
      />
      <Field
        id="module-title"
        label={t("system.modules.titleField")}
        value={form.title}
        error={errors.title}
        autoComplete="off"
        onChange={(e) => set("title", e.target.value)}
      />
      <div className="flex flex-wrap gap-4">
        <CheckField
          id="module-active"
          label={t("system.modules.active")}
          checked={form.active}
          onChange={(v) => set("active", v)}
        />
        <CheckField
          id="module-visible"
          label={t("system.modules.visible")}
          checked={form.visible}
          onChange={(v) => set("visible", v)}
        />
        <CheckField
          id="module-verify-region"
          label={t("system.modules.verifyRegion")}
          checked={form.verify_region}
          onChange={(v) => set("verify_region", v)}
        />
      </div>
    </FormDialog>
  );
}
