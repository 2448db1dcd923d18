import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { type OwnProfile, updateOwnProfile } from "../../api/profile";
import { FormDialog } from "../../kit/form-dialog";
import { FormFieldList } from "../../kit/form-field-list";
import { regionOptions, useTimezoneOptions } from "../../kit/reference-options";
import { loadingFailure, useZodForm } from "../../kit/zod-form";
import { signOut } from "../../session/actions";
import { session } from "../../session/store";
import { initialProfileForm, profileFormSchema, profilePayload } from "./profile-form";

type Props = { profile: OwnProfile; onClose(): void };

// How the browser's password manager reads the e-mail and password inputs.
const EMAIL = { type: "email", autoComplete: "email" } as const;
const NEW_PASSWORD = { type: "password", autoComplete: "new-password" } as const;
const PASSWORD = { type: "password", autoComplete: "current-password" } as const;

/** Own-profile edit modal. Spec 1 §2: after a successful save the user is sent to logout. */
export function ProfileDialog({ profile, onClose }: Props) {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const timezones = useTimezoneOptions();
  const regions = regionOptions(user?.regions);
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
        <FormFieldList
          fields={[
            { id: "profile-name", name: "name", label: "system.users.name", autoComplete: "username" },
            {
              id: "profile-fullname",
              name: "fullname",
              label: "system.users.fullname",
              autoComplete: "name",
            },
            { id: "profile-email", name: "email", label: "system.users.email", ...EMAIL },
            { id: "profile-plain", name: "plain", label: "system.users.password", ...NEW_PASSWORD },
            {
              id: "profile-current-plain",
              name: "current_plain",
              label: "profile.currentPassword",
              ...PASSWORD,
            },
            { id: "profile-region", name: "region_id", label: "system.users.region", options: regions },
            { id: "profile-tz", name: "tz_id", label: "system.users.timezone", options: timezones },
          ]}
        />
      </div>
      <p className="text-xs text-muted-foreground">{t("system.users.passwordKeep")}</p>
      {/* The server's refusal says when it is needed: one text for the hint and the error. */}
      <p className="text-xs text-muted-foreground">{t("errors.codes.password_current_invalid")}</p>
    </FormDialog>
  );
}
