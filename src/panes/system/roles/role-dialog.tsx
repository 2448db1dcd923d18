import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { createRole, type RoleRow, updateRole } from "../../../api/roles";
import { AvailabilityNote } from "../../../kit/availability";
import { FormDialog } from "../../../kit/form-dialog";
import { FormCheck, FormError, FormText } from "../../../kit/form-fields";
import { useZodForm } from "../../../kit/zod-form";
import { PRIVILEGES } from "../../../permissions/catalog";
import { type FormMode, titleOf } from "../shared/dialogs";
import { systemFailure } from "../shared/errors";
import { announceSaved } from "../shared/saved";
import { initialRoleForm, nameBlocks, roleFormSchema, rolePayload } from "./role-form";
import { useRoleNameCheck } from "./use-role-name-check";

type Props = { mode: FormMode; readOnly?: boolean; row?: RoleRow; onClose(): void };

const NAME_TEXTS = {
  taken: "system.errors.system_profile_name_exists",
  checking: "system.roles.nameChecking",
  available: "system.roles.nameAvailable",
  error: "system.roles.nameCheckFailed",
};

/** Role form (spec 1 §2): name, title, privileges view, edit, new, delete, publish. */
export function RoleDialog({ mode, readOnly, row, onClose }: Props) {
  const { t } = useTranslation();
  const form = useZodForm(roleFormSchema, initialRoleForm(mode, row));
  const editing = mode === "edit" && row !== undefined;
  const name = useWatch({ control: form.control, name: "name" });
  const nameStatus = useRoleNameCheck(name, editing ? row.profile_id : undefined);
  return (
    <FormDialog
      form={form}
      title={t(`system.roles.title.${titleOf(mode, readOnly)}`)}
      readOnly={readOnly}
      description={mode === "duplicate" ? t("system.roles.duplicateHint") : undefined}
      blocked={nameBlocks(nameStatus)}
      onSave={async (values) => {
        if (editing) await updateRole(row.profile_id, rolePayload(values));
        else await createRole(rolePayload(values));
        announceSaved(t, mode);
        onClose();
      }}
      failure={systemFailure}
      onClose={onClose}
    >
      <div className="grid gap-1">
        <FormText id="role-name" name="name" label={t("system.roles.name")} autoComplete="off" />
        <AvailabilityNote status={nameStatus} texts={NAME_TEXTS} />
      </div>
      <FormText id="role-title" name="title" label={t("system.roles.titleField")} autoComplete="off" />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t("system.roles.privileges")}</legend>
        <div className="flex flex-wrap gap-4">
          {PRIVILEGES.map((privilege) => (
            <FormCheck
              key={privilege}
              id={`role-${privilege}`}
              name={privilege}
              label={t(`system.privileges.${privilege}`)}
            />
          ))}
        </div>
        <p className="text-xs text-muted-foreground">{t("system.roles.privilegeHint")}</p>
        <FormError name="privileges" />
      </fieldset>
      <FormCheck id="role-active" name="active" label={t("system.roles.active")} />
    </FormDialog>
  );
}
