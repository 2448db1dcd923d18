import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { createGroup, type GroupRow, updateGroup } from "../../../api/groups";
import { Field } from "../../../session/field";
import { markChanged } from "../shared/changes";
import { CheckField } from "../shared/check-field";
import type { FormMode } from "../shared/dialogs";
import { errorField, errorText } from "../shared/errors";
import { FormDialog } from "../shared/form-dialog";
import { addRegion } from "../shared/id-list";
import { IdListPicker } from "../shared/id-list-picker";
import { canSaveGroup, type GroupForm, groupPayload, initialGroupForm } from "./group-form";
import { useGroupOptions } from "./group-options";

type Props = { mode: FormMode; row?: GroupRow; onClose(): void };
type ListField = "regions" | "tenants" | "profiles" | "modules";

/** Create, duplicate and edit modals of a group: data plus its regions, tenants, roles and modules. */
export function GroupDialog({ mode, row, onClose }: Props) {
  const { t } = useTranslation();
  const options = useGroupOptions(row);
  const [form, setForm] = useState<GroupForm>(() => initialGroupForm(mode, row));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof GroupForm>(field: K, value: GroupForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const save = async () => {
    setSaving(true);
    setFormError(undefined);
    try {
      const payload = groupPayload(form, options.allRegionIds, options.globalId);
      if (mode === "edit" && row) await updateGroup(row.group_id, payload);
      else await createGroup(payload);
      toast.success(
        t(
          mode === "edit"
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
      error={formError}
      canSave={canSaveGroup(form)}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id="group-name"
          label={t("system.groups.name")}
          value={form.name}
          error={errors.name}
          autoComplete="off"
          onChange={(e) => set("name", e.target.value)}
        />
        <Field
          id="group-title"
          label={t("system.groups.titleField")}
          value={form.title}
          error={errors.title}
          autoComplete="off"
          onChange={(e) => set("title", e.target.value)}
        />
        <div className="sm:col-span-2">
          <Field
            id="group-description"
            label={t("system.groups.description")}
            value={form.description}
            error={errors.description}
            autoComplete="off"
            onChange={(e) => set("description", e.target.value)}
          />
        </div>
        <CheckField
          id="group-active"
          label={t("system.groups.active")}
          checked={form.active}
          onChange={(v) => set("active", v)}
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
