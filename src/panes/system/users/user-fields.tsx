import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { regionsQuery } from "../../../api/base";
import { Field } from "../../../session/field";
import { CheckField } from "../shared/check-field";
import { regionOptions, useTimezoneOptions } from "../shared/pick-options";
import { SelectField } from "../shared/select-field";
import { checkProps, type FormBinding, textProps } from "../shared/use-form-state";
import type { EmailStatus, UserForm } from "./user-form";

type Props = {
  binding: FormBinding<UserForm>;
  emailStatus: EmailStatus;
  editing: boolean;
  actorIsRoot: boolean;
};

const EMAIL_HINT: Record<EmailStatus, string | undefined> = {
  unknown: undefined,
  checking: "system.users.emailChecking",
  available: "system.users.emailAvailable",
  taken: undefined,
  error: "system.users.emailCheckFailed",
};

/** The user's own data in the create/edit modals. */
export function UserFields({ binding, emailStatus, editing, actorIsRoot }: Props) {
  const { t } = useTranslation();
  const regions = useQuery(regionsQuery());
  const timezones = useTimezoneOptions();
  const { errors } = binding;
  const hint = EMAIL_HINT[emailStatus];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field
        id="user-name"
        label={t("system.users.name")}
        autoComplete="off"
        {...textProps(binding, "name")}
      />
      <Field
        id="user-fullname"
        label={t("system.users.fullname")}
        autoComplete="off"
        {...textProps(binding, "fullname")}
      />
      <div className="grid gap-1">
        <Field
          id="user-email"
          type="email"
          label={t("system.users.email")}
          autoComplete="off"
          {...textProps(binding, "email")}
        />
        {hint && !errors.email && (
          <p role="status" className="text-xs text-muted-foreground" data-email-status={emailStatus}>
            {t(hint)}
          </p>
        )}
      </div>
      <div className="grid gap-1">
        <Field
          id="user-plain"
          type="password"
          label={t("system.users.password")}
          autoComplete="new-password"
          {...textProps(binding, "plain")}
        />
        <p className="text-xs text-muted-foreground">
          {t(editing ? "system.users.passwordKeep" : "system.users.passwordInvite")}
        </p>
      </div>
      <SelectField
        id="user-region"
        label={t("system.users.region")}
        placeholder={t("common.select")}
        options={regionOptions(regions.data)}
        {...textProps(binding, "region_id")}
      />
      <SelectField
        id="user-tz"
        label={t("system.users.timezone")}
        placeholder={t("common.select")}
        options={timezones}
        {...textProps(binding, "tz_id")}
      />
      <CheckField id="user-active" label={t("system.users.active")} {...checkProps(binding, "active")} />
      {actorIsRoot && (
        <CheckField id="user-root" label={t("system.users.root")} {...checkProps(binding, "root")} />
      )}
      {errors.root && (
        <p role="alert" className="text-xs text-destructive sm:col-span-2">
          {errors.root}
        </p>
      )}
    </div>
  );
}
