import { useTranslation } from "react-i18next";
import { createGroup, type GroupRow, updateGroup } from "../../../api/groups";
import { Field } from "../../../session/field";
import { CheckField } from "../shared/check-field";
import type { FormMode } from "../shared/dialogs";
import { FormDialog } from "../shared/form-dialog";
import { addRegion } from "../shared/id-list";
import { IdListPicker } from "../shared/id-list-picker";
import { announceSaved } from "../shared/saved";
import { checkProps, textProps, useFormState } from "../shared/use-form-state";
import { canSaveGroup, groupPayload, initialGroupForm } from "./group-form";
import { useGroupOptions } from "./group-options";

type Props = { mode: FormMode; row?: GroupRow; onClose(): void };
type ListField = "regions" | "tenants" | "profiles" | "modules";

/** Create, duplicate and edit modals of a group: data plus its regions, tenants, roles and modules. */
export function GroupDialog({ mode, row, onClose }: Props) {
  const { t } = useTranslation();
  const options = useGroupOptions(row);
  const state = useFormState(() => initialGroupForm(mode, row));
  const { form, set, errors } = state;

  const save = () =>
    state.submit(async () => {
      const payload = groupPayload(form, options.allRegionIds, options.globalId);
      if (mode === "edit" && row) await updateGroup(row.group_id, payload);
      else await createGroup(payload);
      announceSaved(t, mode);
      onClose();
    });

  const list = (field: ListField, label: string, pick = options[field === "profiles" ? "roles" : field]) => (
    <IdListPicker
      id={`group-${field}`}
      label={label}
      options={pick}
      ids={form[field]}
      onChange={(ids) => set(field, ids)}
      add={field === "regions" ? (ids, id) => addRegion(ids, id, options.globalId) : undefined}
      error={errors[field]}
    />
  );

  return (
    <FormDialog
      title={t(`system.groups.title.${mode}`)}
      size="lg"
      error={state.formError}
      canSave={canSaveGroup(form)}
      saving={state.saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id="group-name"
          label={t("system.groups.name")}
          autoComplete="off"
          {...textProps(state, "name")}
        />
        <Field
          id="group-title"
          label={t("system.groups.titleField")}
          autoComplete="off"
          {...textProps(state, "title")}
        />
        <div className="sm:col-span-2">
          <Field
            id="group-description"
            label={t("system.groups.description")}
            autoComplete="off"
            {...textProps(state, "description")}
          />
        </div>
        <CheckField id="group-active" label={t("system.groups.active")} {...checkProps(state, "active")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {list("regions", t("system.groups.regions"))}
        {list("tenants", t("system.groups.tenants"))}
        {list("profiles", t("system.groups.roles"))}
        {list("modules", t("system.groups.modules"))}
      </div>
    </FormDialog>
  );
}
