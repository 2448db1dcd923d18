import { useTranslation } from "react-i18next";
import { createModule, type ModuleRow, updateModule } from "../../../api/modules";
import { Field } from "../../../session/field";
import { CheckField } from "../shared/check-field";
import type { FormMode } from "../shared/dialogs";
import { FormDialog } from "../shared/form-dialog";
import { announceSaved } from "../shared/saved";
import { checkProps, textProps, useFormState } from "../shared/use-form-state";
import { canSaveModule, initialModuleForm, MODULE_NAME, modulePayload } from "./module-form";

type Props = { mode: FormMode; row?: ModuleRow; onClose(): void };

/** Module create or edit modal (spec 1 §2). */
export function ModuleDialog({ mode, row, onClose }: Props) {
  const { t } = useTranslation();
  const state = useFormState(() => initialModuleForm(mode, row));
  const { form, errors } = state;
  const editing = mode === "edit" && row !== undefined;

  const save = () =>
    state.submit(async () => {
      if (editing) await updateModule(row.module_id, modulePayload(form));
      else await createModule(modulePayload(form));
      announceSaved(t, editing ? "edit" : "create");
      onClose();
    });

  const badName = form.name !== "" && !MODULE_NAME.test(form.name.trim());
  return (
    <FormDialog
      title={t(`system.modules.title.${editing ? "edit" : "create"}`)}
      error={state.formError}
      canSave={canSaveModule(form)}
      saving={state.saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Field
        id="module-name"
        label={t("system.modules.name")}
        autoComplete="off"
        {...textProps(state, "name")}
        error={errors.name ?? (badName ? t("system.modules.nameRule") : undefined)}
      />
      <Field
        id="module-title"
        label={t("system.modules.titleField")}
        autoComplete="off"
        {...textProps(state, "title")}
      />
      <div className="flex flex-wrap gap-4">
        <CheckField id="module-active" label={t("system.modules.active")} {...checkProps(state, "active")} />
        <CheckField
          id="module-visible"
          label={t("system.modules.visible")}
          {...checkProps(state, "visible")}
        />
        <CheckField
          id="module-verify-region"
          label={t("system.modules.verifyRegion")}
          {...checkProps(state, "verify_region")}
        />
      </div>
    </FormDialog>
  );
}
