import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { createRole, type RoleRow, updateRole } from "../../../api/roles";
import { PRIVILEGES } from "../../../permissions/catalog";
import { Field } from "../../../session/field";
import { markChanged } from "../shared/changes";
import { CheckField } from "../shared/check-field";
import type { FormMode } from "../shared/dialogs";
import { errorField, errorText } from "../shared/errors";
import { FormDialog } from "../shared/form-dialog";
import { canSaveRole, initialRoleForm, type RoleForm, rolePayload } from "./role-form";
import { useRoleNameCheck } from "./use-role-name-check";

type Props = { mode: FormMode; row?: RoleRow; onClose(): void };

const NAME_HINT = {
  checking: "system.roles.nameChecking",
  available: "system.roles.nameAvailable",
  error: "system.roles.nameCheckFailed",
} as const;

/** Role form (spec 1 §2): name, title, privileges view, edit, new, delete, publish. */
export function RoleDialog({ mode, row, onClose }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState<RoleForm>(() => initialRoleForm(mode, row));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const editing = mode === "edit" && row !== undefined;
  const nameStatus = useRoleNameCheck(form.name, editing ? row.profile_id : undefined);
  const set = <K extends keyof RoleForm>(field: K, value: RoleForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors(
      ({ [(PRIVILEGES as readonly string[]).includes(field) ? "privileges" : field]: _, ...rest }) => rest,
    );
  };

  const save = async () => {
    setSaving(true);
    setFormError(undefined);
    try {
      if (editing) await updateRole(row.profile_id, rolePayload(form));
      else await createRole(rolePayload(form));
      toast.success(
        t(
          editing
            ? "system.messages.updated"
            : mode === "duplicate"
              ? "system.messages.duplicated"
              : "system.messages.created",
        ),
      );
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

  const nameError =
    errors.name ?? (nameStatus === "taken" ? t("system.errors.system_profile_name_exists") : undefined);
  const hint = nameStatus in NAME_HINT ? NAME_HINT[nameStatus as keyof typeof NAME_HINT] : undefined;
  return (
    <FormDialog
      title={t(`system.roles.title.${mode}`)}
      description={mode === "duplicate" ? t("system.roles.duplicateHint") : undefined}
      error={formError}
      canSave={canSaveRole(form, nameStatus)}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <div className="grid gap-1">
        <Field
          id="role-name"
          label={t("system.roles.name")}
          value={form.name}
          error={nameError}
          autoComplete="off"
          onChange={(e) => set("name", e.target.value)}
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
        value={form.title}
        error={errors.title}
        autoComplete="off"
        onChange={(e) => set("title", e.target.value)}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t("system.roles.privileges")}</legend>
        <div className="flex flex-wrap gap-4">
          {PRIVILEGES.map((privilege) => (
            <CheckField
              key={privilege}
              id={`role-${privilege}`}
              label={t(`system.privileges.${privilege}`)}
              checked={form[privilege]}
              onChange={(v) => set(privilege, v)}
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
      <CheckField
        id="role-active"
        label={t("system.roles.active")}
        checked={form.active}
        onChange={(v) => set("active", v)}
      />
    </FormDialog>
  );
}
