import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { type OwnProfile, updateOwnProfile } from "../../api/profile";
import { signOut } from "../../session/actions";
import { Field } from "../../session/field";
import { session } from "../../session/store";
import { FormDialog } from "../system/shared/form-dialog";
import { regionOptions, useTimezoneOptions } from "../system/shared/pick-options";
import { SelectField } from "../system/shared/select-field";
import { loadingFailure, textProps, useFormState } from "../system/shared/use-form-state";
import { canSaveProfile, initialProfileForm, profilePayload } from "./profile-form";

type Props = { profile: OwnProfile; onClose(): void };

/** Own-profile edit modal. Spec 1 §2: after a successful save the user is sent to logout. */
export function ProfileDialog({ profile, onClose }: Props) {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const timezones = useTimezoneOptions();
  const state = useFormState(() => initialProfileForm(profile), { failure: loadingFailure });
  const { form, errors } = state;
  const save = () =>
    state.submit(async () => {
      await updateOwnProfile(profilePayload(form));
      // The server already ended this session: sign out with a message for the login screen.
      await signOut({ title: t("profile.saved"), body: t("profile.signInAgain"), tone: "success" });
    });
  const shortPassword = form.plain !== "" && form.plain.length < 8;
  return (
    <FormDialog
      title={t("profile.editTitle")}
      description={t("profile.editHint")}
      error={state.formError}
      canSave={canSaveProfile(form)}
      saving={state.saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id="profile-name"
          label={t("system.users.name")}
          autoComplete="username"
          {...textProps(state, "name")}
        />
        <Field
          id="profile-fullname"
          label={t("system.users.fullname")}
          autoComplete="name"
          {...textProps(state, "fullname")}
        />
        <Field
          id="profile-email"
          type="email"
          label={t("system.users.email")}
          autoComplete="email"
          {...textProps(state, "email")}
        />
        <Field
          id="profile-plain"
          type="password"
          label={t("system.users.password")}
          autoComplete="new-password"
          {...textProps(state, "plain")}
          error={errors.plain ?? (shortPassword ? t("system.errors.password_weak") : undefined)}
        />
        <SelectField
          id="profile-region"
          label={t("system.users.region")}
          options={regionOptions(user?.regions)}
          {...textProps(state, "region_id")}
        />
        <SelectField
          id="profile-tz"
          label={t("system.users.timezone")}
          options={timezones}
          {...textProps(state, "tz_id")}
        />
      </div>
      <p className="text-xs text-muted-foreground">{t("system.users.passwordKeep")}</p>
    </FormDialog>
  );
}
