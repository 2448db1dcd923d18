import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { type OwnProfile, updateOwnProfile } from "../../api/profile";
import { systemKeys } from "../../api/system-keys";
import { fetchTimezones } from "../../api/system-pickers";
import { signOut } from "../../session/actions";
import { Field } from "../../session/field";
import { session } from "../../session/store";
import { errorField, errorText } from "../system/shared/errors";
import { FormDialog } from "../system/shared/form-dialog";
import { timezoneLabel } from "../system/shared/format";
import { SelectField } from "../system/shared/select-field";
import { canSaveProfile, initialProfileForm, type ProfileForm, profilePayload } from "./profile-form";

type Props = { profile: OwnProfile; onClose(): void };

/** Own-profile edit modal. Spec 1 §2: after a successful save the user is sent to logout. */
export function ProfileDialog({ profile, onClose }: Props) {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const timezones = useQuery({
    queryKey: systemKeys.timezones(),
    queryFn: fetchTimezones,
    staleTime: Infinity,
  });
  const [form, setForm] = useState<ProfileForm>(() => initialProfileForm(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const set = (field: keyof ProfileForm, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };
  const save = async () => {
    setSaving(true);
    setFormError(undefined);
    try {
      await updateOwnProfile(profilePayload(form));
      // The server already ended this session: sign out with a message for the login screen.
      await signOut({ title: t("profile.saved"), body: t("profile.signInAgain"), tone: "success" });
    } catch (error) {
      const reason = errorText(t, error);
      setFormError(`${t("common.errorLoading")} ${reason}`);
      const field = errorField(error);
      if (field) setErrors((current) => ({ ...current, [field]: reason }));
      setSaving(false);
    }
  };
  const shortPassword = form.plain !== "" && form.plain.length < 8;
  return (
    <FormDialog
      title={t("profile.editTitle")}
      description={t("profile.editHint")}
      error={formError}
      canSave={canSaveProfile(form)}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id="profile-name"
          label={t("system.users.name")}
          value={form.name}
          error={errors.name}
          autoComplete="username"
          onChange={(e) => set("name", e.target.value)}
        />
        <Field
          id="profile-fullname"
          label={t("system.users.fullname")}
          value={form.fullname}
          error={errors.fullname}
          autoComplete="name"
          onChange={(e) => set("fullname", e.target.value)}
        />
        <Field
          id="profile-email"
          type="email"
          label={t("system.users.email")}
          value={form.email}
          error={errors.email}
          autoComplete="email"
          onChange={(e) => set("email", e.target.value)}
        />
        <Field
          id="profile-plain"
          type="password"
          label={t("system.users.password")}
          value={form.plain}
          error={errors.plain ?? (shortPassword ? t("system.errors.password_weak") : undefined)}
          autoComplete="new-password"
          onChange={(e) => set("plain", e.target.value)}
        />
        <SelectField
          id="profile-region"
          label={t("system.users.region")}
          options={(user?.regions ?? [])
            .filter((r) => r.name !== "generic")
            .map((r) => ({ value: r.region_id, label: r.title }))}
          value={form.region_id}
          error={errors.region_id}
          onChange={(e) => set("region_id", e.target.value)}
        />
        <SelectField
          id="profile-tz"
          label={t("system.users.timezone")}
          options={(timezones.data ?? []).map((tz) => ({
            value: tz.tz_id,
            label: timezoneLabel(tz.title),
          }))}
          value={form.tz_id}
          error={errors.tz_id}
          onChange={(e) => set("tz_id", e.target.value)}
        />
      </div>
      <p className="text-xs text-muted-foreground">{t("system.users.passwordKeep")}</p>
    </FormDialog>
  );
}
