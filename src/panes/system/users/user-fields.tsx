import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { regionsQuery } from "../../../api/base";
import { systemKeys } from "../../../api/system-keys";
import { fetchTimezones } from "../../../api/system-pickers";
import { Field } from "../../../session/field";
import { CheckField } from "../shared/check-field";
import { timezoneLabel } from "../shared/format";
import { SelectField } from "../shared/select-field";
import type { EmailStatus, UserForm } from "./user-form";

type Props = {
  form: UserForm;
  set<K extends keyof UserForm>(field: K, value: UserForm[K]): void;
  errors: Record<string, string | undefined>;
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
export function UserFields({ form, set, errors, emailStatus, editing, actorIsRoot }: Props) {
  const { t } = useTranslation();
  const regions = useQuery(regionsQuery());
  const timezones = useQuery({
    queryKey: systemKeys.timezones(),
    queryFn: fetchTimezones,
    staleTime: Infinity,
  });
  const hint = EMAIL_HINT[emailStatus];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field
        id="user-name"
        label={t("system.users.name")}
        value={form.name}
        error={errors.name}
        autoComplete="off"
        onChange={(e) => set("name", e.target.value)}
      />
      <Field
        id="user-fullname"
        label={t("system.users.fullname")}
        value={form.fullname}
        error={errors.fullname}
        autoComplete="off"
        onChange={(e) => set("fullname", e.target.value)}
      />
      <div className="grid gap-1">
        <Field
          id="user-email"
          type="email"
          label={t("system.users.email")}
          value={form.email}
          error={errors.email}
          autoComplete="off"
          onChange={(e) => set("email", e.target.value)}
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
          value={form.plain}
          error={errors.plain}
          autoComplete="new-password"
          onChange={(e) => set("plain", e.target.value)}
        />
        <p className="text-xs text-muted-foreground">
          {t(editing ? "system.users.passwordKeep" : "system.users.passwordInvite")}
        </p>
      </div>
      <SelectField
        id="user-region"
        label={t("system.users.region")}
        placeholder={t("common.select")}
        options={(regions.data ?? [])
          .filter((r) => r.name !== "generic")
          .map((r) => ({ value: r.region_id, label: r.title }))}
        value={form.region_id}
        error={errors.region_id}
        onChange={(e) => set("region_id", e.target.value)}
      />
      <SelectField
        id="user-tz"
        label={t("system.users.timezone")}
        placeholder={t("common.select")}
        options={(timezones.data ?? []).map((tz) => ({
          value: tz.tz_id,
          label: timezoneLabel(tz.title),
        }))}
        value={form.tz_id}
        error={errors.tz_id}
        onChange={(e) => set("tz_id", e.target.value)}
      />
      <CheckField
        id="user-active"
        label={t("system.users.active")}
        checked={form.active}
        onChange={(v) => set("active", v)}
      />
      {actorIsRoot && (
        <CheckField
          id="user-root"
          label={t("system.users.root")}
          checked={form.root}
          onChange={(v) => set("root", v)}
        />
      )}
      {errors.root && (
        <p role="alert" className="text-xs text-destructive sm:col-span-2">
          {errors.root}
        </p>
      )}
    </div>
  );
}
