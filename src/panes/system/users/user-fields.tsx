import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { regionsQuery } from "../../../api/base";
import { type Availability, AvailabilityNote } from "../../../kit/availability";
import { FormCheck, FormError, FormSelect, FormText } from "../../../kit/form-fields";
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
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormText id="user-name" name="name" label={t("system.users.name")} autoComplete="off" />
      <FormText id="user-fullname" name="fullname" label={t("system.users.fullname")} autoComplete="off" />
      <div className="grid gap-1">
        <FormText
          id="user-email"
          name="email"
          type="email"
          label={t("system.users.email")}
          autoComplete="off"
        />
        <AvailabilityNote status={emailStatus} texts={EMAIL_TEXTS} />
      </div>
      <div className="grid gap-1">
        <FormText
          id="user-plain"
          name="plain"
          type="password"
          label={t("system.users.password")}
          autoComplete="new-password"
        />
        <p className="text-xs text-muted-foreground">
          {t(editing ? "system.users.passwordKeep" : "system.users.passwordInvite")}
        </p>
      </div>
      <FormSelect
        id="user-region"
        name="region_id"
        label={t("system.users.region")}
        placeholder={t("common.select")}
        options={regionOptions(regions.data)}
      />
      <FormSelect
        id="user-tz"
        name="tz_id"
        label={t("system.users.timezone")}
        placeholder={t("common.select")}
        options={timezones}
      />
      <FormCheck id="user-active" name="active" label={t("system.users.active")} />
      {actorIsRoot && <FormCheck id="user-root" name="root" label={t("system.users.root")} />}
      <div className="sm:col-span-2">
        <FormError name="root" />
      </div>
    </div>
  );
}
