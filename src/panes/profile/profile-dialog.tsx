import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { type OwnProfile, updateOwnProfile } from "../../api/profile";
import { FormDialog } from "../../kit/form-dialog";
import { FormSelect, FormText } from "../../kit/form-fields";
import { regionOptions, useTimezoneOptions } from "../../kit/reference-options";
import { loadingFailure, useZodForm } from "../../kit/zod-form";
import { signOut } from "../../session/actions";
import { session } from "../../session/store";
import { initialProfileForm, profileFormSchema, profilePayload } from "./profile-form";

type Props = { profile: OwnProfile; onClose(): void };

/** Own-profile edit modal. Spec 1 §2: after a successful save the user is sent to logout. */
export function ProfileDialog({ profile, onClose }: Props) {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const timezones = useTimezoneOptions();
  const form = useZodForm(profileFormSchema, initialProfileForm(profile));
  return (
    <FormDialog
      form={form}
      title={t("profile.editTitle")}
      description={t("profile.editHint")}
      failure={(tr, error) => loadingFailure(tr, error)}
      onSave={async (values) => {
        await updateOwnProfile(profilePayload(values));
        // The server already ended this session: sign out with a message for the login screen.
        await signOut({ title: t("profile.saved"), body: t("profile.signInAgain"), tone: "success" });
      }}
      onClose={onClose}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormText id="profile-name" name="name" label={t("system.users.name")} autoComplete="username" />
        <FormText
          id="profile-fullname"
          name="fullname"
          label={t("system.users.fullname")}
          autoComplete="name"
        />
        <FormText
          id="profile-email"
          name="email"
          type="email"
          label={t("system.users.email")}
          autoComplete="email"
        />
        <FormText
          id="profile-plain"
          name="plain"
          type="password"
          label={t("system.users.password")}
          autoComplete="new-password"
        />
        <FormText
          id="profile-current-plain"
          name="current_plain"
          type="password"
          label={t("profile.currentPassword")}
          autoComplete="current-password"
        />
        <FormSelect
          id="profile-region"
          name="region_id"
          label={t("system.users.region")}
          options={regionOptions(user?.regions)}
        />
        <FormSelect id="profile-tz" name="tz_id" label={t("system.users.timezone")} options={timezones} />
      </div>
      <p className="text-xs text-muted-foreground">{t("system.users.passwordKeep")}</p>
      {/* The server's refusal says when it is needed: one text for the hint and the error. */}
      <p className="text-xs text-muted-foreground">{t("errors.codes.password_current_invalid")}</p>
    </FormDialog>
  );
}
