import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { createGroup, type GroupRow, updateGroup } from "../../../api/groups";
import { FormDialog } from "../../../kit/form-dialog";
import { FormFieldList } from "../../../kit/form-field-list";
import { fieldErrorText } from "../../../kit/form-fields";
import { useZodForm } from "../../../kit/zod-form";
import { type FormMode, titleOf } from "../shared/dialogs";
import { systemFailure } from "../shared/errors";
import { addRegion } from "../shared/id-list";
import { IdListPicker } from "../shared/id-list-picker";
import { announceSaved } from "../shared/saved";
import { groupFormSchema, groupPayload, initialGroupForm } from "./group-form";
import { useGroupOptions } from "./group-options";

type Props = { mode: FormMode; readOnly?: boolean; row?: GroupRow; onClose(): void };
type ListField = "regions" | "tenants" | "profiles" | "modules";

/** Create, duplicate and edit modals of a group: data plus its regions, tenants, roles and modules. */
export function GroupDialog({ mode, readOnly, row, onClose }: Props) {
  const { t } = useTranslation();
  const options = useGroupOptions(row);
  const form = useZodForm(groupFormSchema, initialGroupForm(mode, row));

  const list = (field: ListField, label: string, pick = options[field === "profiles" ? "roles" : field]) => (
    <Controller
      name={field}
      control={form.control}
      render={({ field: bound, fieldState }) => (
        <IdListPicker
          id={`group-${field}`}
          label={label}
          options={pick}
          ids={bound.value}
          onChange={bound.onChange}
          add={field === "regions" ? (ids, id) => addRegion(ids, id, options.globalId) : undefined}
          error={fieldErrorText(t, fieldState.error)}
        />
      )}
    />
  );

  return (
    <FormDialog
      form={form}
      title={t(`system.groups.title.${titleOf(mode, readOnly)}`)}
      readOnly={readOnly}
      size="lg"
      onSave={async (values) => {
        const payload = groupPayload(values, options.allRegionIds, options.globalId);
        if (mode === "edit" && row) await updateGroup(row.group_id, payload);
        else await createGroup(payload);
        announceSaved(t, mode);
        onClose();
      }}
      failure={systemFailure}
      onClose={onClose}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormFieldList
          labels="system.groups"
          fields={[
            { id: "group-name", name: "name", label: "name", autoComplete: "off" },
            { id: "group-title", name: "title", label: "titleField", autoComplete: "off" },
            {
              id: "group-description",
              name: "description",
              label: "description",
              autoComplete: "off",
              wide: true,
            },
            { id: "group-active", name: "active", label: "active", check: true },
          ]}
        />
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
