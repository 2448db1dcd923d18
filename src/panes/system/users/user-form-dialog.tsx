import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { systemKeys } from "../../../api/system-keys";
import { fetchActiveGroups } from "../../../api/system-pickers";
import { createUser, type UserDetail, updateUser } from "../../../api/users";
import { isRoot } from "../../../permissions/catalog";
import { session } from "../../../session/store";
import type { FormMode } from "../shared/dialogs";
import { FormDialog } from "../shared/form-dialog";
import { announceSaved } from "../shared/saved";
import { useFormState } from "../shared/use-form-state";
import { GroupRoleEditor } from "./group-role-editor";
import { useRegionTimezone } from "./region-timezone";
import { SaveBlockers } from "./save-blockers";
import { userSaveFailure } from "./save-failure";
import { useEmailCheck } from "./use-email-check";
import { UserFields } from "./user-fields";
import { initialUserForm, userFormIssues, userPayload } from "./user-form";

type Props = { mode: FormMode; detail?: UserDetail; onClose(): void };

/** The large create/edit user modal: the user's data and the group/role table. */
export function UserFormDialog({ mode, detail, onClose }: Props) {
  const { t } = useTranslation();
  const actor = useSnapshot(session).user;
  const actorIsRoot = !!actor && isRoot(actor);
  const regionId = actor?.regions.find((r) => r.name === session.region)?.region_id;
  const state = useFormState(() => initialUserForm(mode, detail, regionId), {
    errorKeyOf: (field) => (field === "rows" ? "profiles" : field),
    failure: userSaveFailure,
  });
  const { form, set } = state;
  useRegionTimezone(form.region_id, form.tz_id, (tzId) => set("tz_id", tzId));
  const editing = mode === "edit" && detail !== undefined;
  const emailStatus = useEmailCheck(form.email, editing ? detail.email : undefined);
  const groups = useQuery({ queryKey: systemKeys.activeGroups(), queryFn: fetchActiveGroups });
  // A non-root administrator may grant only the groups they hold (the server refuses others too).
  const held = new Set(actor?.groups.map((g) => g.group_id));
  const pickable = (groups.data ?? []).filter((g) => actorIsRoot || held.has(g.group_id));

  const issues = userFormIssues(form, emailStatus);
  const shown = (field: string) =>
    state.errors[field] ??
    (field === "email" && emailStatus === "taken" ? t("system.users.emailTaken") : undefined) ??
    (field === "plain" && issues.plain ? t(issues.plain) : undefined);
  const errors = Object.fromEntries(
    ["name", "fullname", "email", "plain", "region_id", "tz_id", "root", "profiles"].map((f) => [
      f,
      shown(f),
    ]),
  );

  const save = () =>
    state.submit(async () => {
      const payload = userPayload(form, actorIsRoot);
      if (editing) await updateUser(detail.user_id, payload);
      else await createUser(payload);
      announceSaved(t, mode);
      onClose();
    });

  return (
    <FormDialog
      title={t(`system.users.title.${mode}`)}
      description={mode === "duplicate" ? t("system.users.duplicateHint") : undefined}
      size="lg"
      error={state.formError}
      canSave={Object.keys(issues).length === 0 && emailStatus !== "checking"}
      saving={state.saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <UserFields
        binding={{ form, set, errors }}
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
      <SaveBlockers issues={issues} />
    </FormDialog>
  );
}
