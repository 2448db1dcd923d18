import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useSnapshot } from "valtio";
import { systemKeys } from "../../../api/system-keys";
import { fetchActiveGroups } from "../../../api/system-pickers";
import { createUser, type UserDetail, updateUser } from "../../../api/users";
import { isRoot } from "../../../permissions/catalog";
import { session } from "../../../session/store";
import { markChanged } from "../shared/changes";
import type { FormMode } from "../shared/dialogs";
import { FormDialog } from "../shared/form-dialog";
import { GroupRoleEditor } from "./group-role-editor";
import { userSaveFailure } from "./save-failure";
import { useEmailCheck } from "./use-email-check";
import { UserFields } from "./user-fields";
import { initialUserForm, type UserForm, userFormIssues, userPayload } from "./user-form";

type Props = { mode: FormMode; detail?: UserDetail; onClose(): void };

const SUCCESS: Record<FormMode, string> = {
  create: "system.messages.created",
  edit: "system.messages.updated",
  duplicate: "system.messages.duplicated",
};

/** The large create/edit user modal: the user's data and the group/role table. */
export function UserFormDialog({ mode, detail, onClose }: Props) {
  const { t } = useTranslation();
  const actor = useSnapshot(session).user;
  const actorIsRoot = !!actor && isRoot(actor);
  const regionId = actor?.regions.find((r) => r.name === session.region)?.region_id;
  const [form, setForm] = useState<UserForm>(() => initialUserForm(mode, detail, regionId));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const editing = mode === "edit" && detail !== undefined;
  const emailStatus = useEmailCheck(form.email, editing ? detail.email : undefined);
  const groups = useQuery({ queryKey: systemKeys.activeGroups(), queryFn: fetchActiveGroups });
  // A non-root administrator may grant only the groups they hold (the server refuses others too).
  const held = new Set(actor?.groups.map((g) => g.group_id));
  const pickable = (groups.data ?? []).filter((g) => actorIsRoot || held.has(g.group_id));

  const issues = userFormIssues(form, emailStatus);
  const shown = (field: string) =>
    serverErrors[field] ??
    (field === "email" && emailStatus === "taken" ? t("system.users.emailTaken") : undefined) ??
    (field === "plain" && issues.plain ? t(issues.plain) : undefined);
  const errors = Object.fromEntries(
    ["name", "fullname", "email", "plain", "region_id", "tz_id", "root", "profiles"].map((f) => [
      f,
      shown(f),
    ]),
  );

  const set = <K extends keyof UserForm>(field: K, value: UserForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    const key = field === "rows" ? "profiles" : field;
    setServerErrors(({ [key]: _, ...rest }) => rest);
  };

  const save = async () => {
    setSaving(true);
    setFormError(undefined);
    try {
      const payload = userPayload(form, actorIsRoot);
      if (editing) await updateUser(detail.user_id, payload);
      else await createUser(payload);
      toast.success(t(SUCCESS[mode]));
      markChanged();
      onClose();
    } catch (error) {
      const { message, field, reason } = userSaveFailure(t, error);
      setFormError(message);
      if (field) setServerErrors((current) => ({ ...current, [field]: reason }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={t(`system.users.title.${mode}`)}
      description={mode === "duplicate" ? t("system.users.duplicateHint") : undefined}
      size="lg"
      error={formError}
      canSave={Object.keys(issues).length === 0 && emailStatus !== "checking"}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <UserFields
        form={form}
        set={set}
        errors={errors}
        emailStatus={emailStatus}
        editing={editing}
        actorIsRoot={actorIsRoot}
      />
      <GroupRoleEditor
        groups={pickable}
        rows={form.rows}
        onChange={(rows) => set("rows", rows)}
        error={errors.profiles}
      />
    </FormDialog>
  );
}
