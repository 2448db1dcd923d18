import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { systemKeys } from "../../../api/system-keys";
import { fetchActiveGroups } from "../../../api/system-pickers";
import { createUser, type UserDetail, updateUser } from "../../../api/users";
import { FormDialog } from "../../../kit/form-dialog";
import { fieldErrorText } from "../../../kit/form-fields";
import { SaveBlockers } from "../../../kit/save-blockers";
import { useZodForm } from "../../../kit/zod-form";
import { isRoot } from "../../../permissions/catalog";
import { session } from "../../../session/store";
import { type FormMode, titleOf } from "../shared/dialogs";
import { announceSaved } from "../shared/saved";
import { GroupRoleEditor } from "./group-role-editor";
import { useRegionTimezone } from "./region-timezone";
import { userSaveFailure } from "./save-failure";
import { useEmailCheck } from "./use-email-check";
import { UserFields } from "./user-fields";
import { emailBlocks, initialUserForm, USER_FIELD_LABELS, userFormSchema, userPayload } from "./user-form";

type Props = { mode: FormMode; readOnly?: boolean; detail?: UserDetail; onClose(): void };

/** The large create/edit user modal: the user's data and the group/role table. */
export function UserFormDialog({ mode, readOnly, detail, onClose }: Props) {
  const { t } = useTranslation();
  const actor = useSnapshot(session).user;
  const actorIsRoot = !!actor && isRoot(actor);
  const regionId = actor?.regions.find((r) => r.name === session.region)?.region_id;
  const form = useZodForm(userFormSchema, initialUserForm(mode, detail, regionId));
  const regionChoice = useWatch({ control: form.control, name: "region_id" });
  const tzChoice = useWatch({ control: form.control, name: "tz_id" });
  const setTz = useCallback(
    (tzId: string) => form.setValue("tz_id", tzId, { shouldValidate: true }),
    [form.setValue],
  );
  useRegionTimezone(regionChoice, tzChoice, setTz);
  const editing = mode === "edit" && detail !== undefined;
  const email = useWatch({ control: form.control, name: "email" });
  const emailStatus = useEmailCheck(email, editing ? detail.email : undefined);
  const groups = useQuery({ queryKey: systemKeys.activeGroups(), queryFn: fetchActiveGroups });
  // A non-root administrator may grant only the groups they hold (the server refuses others too).
  const held = new Set(actor?.groups.map((g) => g.group_id));
  const pickable = (groups.data ?? []).filter((g) => actorIsRoot || held.has(g.group_id));

  return (
    <FormDialog
      form={form}
      title={t(`system.users.title.${titleOf(mode, readOnly)}`)}
      readOnly={readOnly}
      description={mode === "duplicate" ? t("system.users.duplicateHint") : undefined}
      size="lg"
      blocked={emailBlocks(emailStatus)}
      failure={userSaveFailure}
      onSave={async (values) => {
        const payload = userPayload(values, actorIsRoot);
        if (editing) await updateUser(detail.user_id, payload);
        else await createUser(payload);
        announceSaved(t, mode);
        onClose();
      }}
      onClose={onClose}
    >
      <UserFields emailStatus={emailStatus} editing={editing} actorIsRoot={actorIsRoot} />
      <Controller
        name="rows"
        control={form.control}
        render={({ field, fieldState }) => (
          <GroupRoleEditor
            groups={pickable}
            rows={field.value}
            onChange={field.onChange}
            error={fieldErrorText(t, fieldState.error)}
          />
        )}
      />
      <SaveBlockers schema={userFormSchema} labels={USER_FIELD_LABELS} />
    </FormDialog>
  );
}
