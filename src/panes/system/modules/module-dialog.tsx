import { useTranslation } from "react-i18next";
import { createModule, type ModuleRow, updateModule } from "../../../api/modules";
import { FormDialog } from "../../../kit/form-dialog";
import { FormCheck, FormText } from "../../../kit/form-fields";
import { useZodForm } from "../../../kit/zod-form";
import { type FormMode, titleOf } from "../shared/dialogs";
import { systemFailure } from "../shared/errors";
import { announceSaved } from "../shared/saved";
import { initialModuleForm, moduleFormSchema, modulePayload } from "./module-form";

type Props = { mode: FormMode; readOnly?: boolean; row?: ModuleRow; onClose(): void };

/** Module create or edit modal (spec 1 §2). */
export function ModuleDialog({ mode, readOnly, row, onClose }: Props) {
  const { t } = useTranslation();
  const form = useZodForm(moduleFormSchema, initialModuleForm(mode, row));
  const editing = mode === "edit" && row !== undefined;
  return (
    <FormDialog
      form={form}
      title={t(`system.modules.title.${titleOf(editing ? "edit" : "create", readOnly)}`)}
      readOnly={readOnly}
      onSave={async (values) => {
        if (editing) await updateModule(row.module_id, modulePayload(values));
        else await createModule(modulePayload(values));
        announceSaved(t, editing ? "edit" : "create");
        onClose();
      }}
      failure={systemFailure}
      onClose={onClose}
    >
      <FormText id="module-name" name="name" label={t("system.modules.name")} autoComplete="off" />
      <FormText id="module-title" name="title" label={t("system.modules.titleField")} autoComplete="off" />
      <div className="flex flex-wrap gap-4">
        <FormCheck id="module-active" name="active" label={t("system.modules.active")} />
        <FormCheck id="module-visible" name="visible" label={t("system.modules.visible")} />
        <FormCheck id="module-verify-region" name="verify_region" label={t("system.modules.verifyRegion")} />
      </div>
    </FormDialog>
  );
}
