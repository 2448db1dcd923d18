import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { createDemoRole, type DemoRole, updateDemoRole } from "../../../api/dummy";
import { FormDialog } from "../../../kit/form-dialog";
import { FormCheck, FormError, FormText } from "../../../kit/form-fields";
import { serverFailure, useZodForm } from "../../../kit/zod-form";
import { SPEC_PRIVILEGES } from "../../../permissions/catalog";
import { refreshDemoRoles } from "./refresh";
import { demoRoleForm, initialForm, type RoleFormMode, rolePayload } from "./role-form";

type Props = { mode: RoleFormMode; row?: DemoRole; onClose(): void };

/** Create, edit and duplicate role modals (spec 2 §2, large); Guardar stays disabled until the form is valid. */
export function DemoRoleDialog({ mode, row, onClose }: Props) {
  const { t } = useTranslation();
  const form = useZodForm(demoRoleForm, initialForm(mode, row));
  const editing = mode === "edit" && row !== undefined;
  const outcome = editing ? "updated" : "created";
  return (
    <FormDialog
      form={form}
      size="lg"
      title={t(`dummy.roles.title.${mode}`)}
      onSave={async (values) => {
        if (editing) await updateDemoRole(row.role_id, rolePayload(values));
        else await createDemoRole(rolePayload(values));
        toast.success(t(`dummy.messages.${outcome}`));
        void refreshDemoRoles();
        onClose();
      }}
      failure={(tr, error) => {
        const failed = serverFailure(tr, error);
        return { ...failed, message: `${tr(`dummy.messages.not_${outcome}`)} ${failed.reason}` };
      }}
      onClose={onClose}
    >
      <FormText id="demo-role-name" name="name" label={t("dummy.roles.name")} autoComplete="off" />
      <FormText id="demo-role-title" name="title" label={t("dummy.roles.titleField")} autoComplete="off" />
      <FormText id="demo-role-groups" name="groups" label={t("dummy.roles.groups")} autoComplete="off" />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t("dummy.roles.privileges")}</legend>
        <div className="flex flex-wrap gap-4">
          {SPEC_PRIVILEGES.map((p) => (
            <FormCheck key={p} id={`demo-role-${p}`} name={p} label={t(`dummy.privileges.${p}`)} />
          ))}
        </div>
        <FormError name="privileges" />
      </fieldset>
      <FormCheck id="demo-role-active" name="active" label={t("dummy.roles.active")} />
    </FormDialog>
  );
}
