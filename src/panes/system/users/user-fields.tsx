import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { regionsQuery } from "../../../api/base";
import { type Availability, AvailabilityNote } from "../../../kit/availability";
import { FormFieldList } from "../../../kit/form-field-list";
import { FormCheck, FormError } from "../../../kit/form-fields";
import { regionOptions, useTimezoneOptions } from "../../../kit/reference-options";

type Props = { emailStatus: Availability; editing: boolean; actorIsRoot: boolean };

const EMAIL_TEXTS = {
  taken: "system.users.emailTaken",
  checking: "system.users.emailChecking",
  available: "system.users.emailAvailable",
  error: "system.users.emailCheckFailed",
};

/** The user's own data in the create/edit modals (bound to the modal's form). */
export function UserFields({ emailStatus, editing, actorIsRoot }: Props) {
  const { t } = useTranslation();
  const regions = useQuery(regionsQuery());
  const timezones = useTimezoneOptions();
  const passwordNote = editing ? "system.users.passwordKeep" : "system.users.passwordInvite";
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormFieldList
        labels="system.users"
        placeholder="common.select"
        fields={[
          { id: "user-name", name: "name", label: "name", autoComplete: "off" },
          { id: "user-fullname", name: "fullname", label: "fullname", autoComplete: "off" },
          {
            id: "user-email",
            name: "email",
            label: "email",
            type: "email",
            autoComplete: "off",
            note: <AvailabilityNote status={emailStatus} texts={EMAIL_TEXTS} />,
          },
          {
            id: "user-plain",
            name: "plain",
            label: "password",
            type: "password",
            autoComplete: "new-password",
            note: <p className="text-xs text-muted-foreground">{t(passwordNote)}</p>,
          },
          { id: "user-region", name: "region_id", label: "region", options: regionOptions(regions.data) },
          { id: "user-tz", name: "tz_id", label: "timezone", options: timezones },
          { id: "user-active", name: "active", label: "active", check: true },
        ]}
      />
      {actorIsRoot && <FormCheck id="user-root" name="root" label={t("system.users.root")} />}
      <div className="sm:col-span-2">
        <FormError name="root" />
      </div>
    </div>
  );
}
