import { useTranslation } from "react-i18next";
import { createRole, type RoleRow, updateRole } from "../../../api/roles";
import { PRIVILEGES } from "../../../permissions/catalog";
import { Field } from "../../../session/field";
import { CheckField } from "../shared/check-field";
import type { FormMode } from "../shared/dialogs";
import { FormDialog } from "../shared/form-dialog";
import { announceSaved } from "../shared/saved";
import { checkProps, textProps, useFormState } from "../shared/use-form-state";
import { canSaveRole, initialRoleForm, type RoleForm, rolePayload } from "./role-form";
import { useRoleNameCheck } from "./use-role-name-check";

type Props = { mode: FormMode; row?: RoleRow; onClose(): void };

const NAME_HINT = {
  checking: "system.roles.nameChecking",
  available: "system.roles.nameAvailable",
  error: "system.roles.nameCheckFailed",
} as const;

// The privileges share one error: 'choose at least one'.
const errorKeyOf = (field: keyof RoleForm) =>
  (PRIVILEGES as readonly string[]).includes(field) ? "privileges" : field;

/** Role form (spec 1 §2): name, title, privileges view, edit, new, delete, publish. */
export function RoleDialog({ mode, row, onClose }: Props) {
  const { t } = useTranslation();
  const state = useFormState(() => initialRoleForm(mode, row), { errorKeyOf });
  const { form, errors } = state;
  const editing = mode === "edit" && row !== undefined;
  const nameStatus = useRoleNameCheck(form.name, editing ? row.profile_id : undefined);

  const save = () =>
    state.submit(async () => {
      if (editing) await updateRole(row.profile_id, rolePayload(form));
      else await createRole(rolePayload(form));
      announceSaved(t, mode);
      onClose();
    });

  const nameError =
    errors.name ?? (nameStatus === "taken" ? t("system.errors.system_profile_name_exists") : undefined);
  const hint = nameStatus in NAME_HINT ? NAME_HINT[nameStatus as keyof typeof NAME_HINT] : undefined;
  return (
    <FormDialog
      title={t(`system.roles.title.${mode}`)}
      description={mode === "duplicate" ? t("system.roles.duplicateHint") : undefined}
      error={state.formError}
      canSave={canSaveRole(form, nameStatus)}
      saving={state.saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <div className="grid gap-1">
        <Field
          id="role-name"
          label={t("system.roles.name")}
          autoComplete="off"
          {...textProps(state, "name")}
          error={nameError}
        />
        {hint && !nameError && (
          <p role="status" className="text-xs text-muted-foreground">
            {t(hint)}
          </p>
        )}
      </div>
      <Field
        id="role-title"
        label={t("system.roles.titleField")}
        autoComplete="off"
        {...textProps(state, "title")}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t("system.roles.privileges")}</legend>
        <div className="flex flex-wrap gap-4">
          {PRIVILEGES.map((privilege) => (
            <CheckField
              key={privilege}
              id={`role-${privilege}`}
              label={t(`system.privileges.${privilege}`)}
              {...checkProps(state, privilege)}
            />
          ))}
        </div>
        <p
          role={errors.privileges ? "alert" : undefined}
          className={errors.privileges ? "text-xs text-destructive" : "text-xs text-muted-foreground"}
        >
          {errors.privileges ?? t("system.roles.privilegeHint")}
        </p>
      </fieldset>
      <CheckField id="role-active" label={t("system.roles.active")} {...checkProps(state, "active")} />
    </FormDialog>
  );
}
