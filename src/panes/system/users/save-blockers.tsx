import { useTranslation } from "react-i18next";

/** The label of each field userFormIssues can name. */
const FIELD_LABELS: Record<string, string> = {
  name: "system.users.name",
  email: "system.users.email",
  plain: "system.users.password",
  region_id: "system.users.region",
  tz_id: "system.users.timezone",
  profiles: "system.users.rowsTitle",
};

/** Says which fields keep "Guardar" disabled, next to it, instead of leaving a dead button to guess at. */
export function SaveBlockers({ issues }: { issues: Readonly<Record<string, string>> }) {
  const { t, i18n } = useTranslation();
  const fields = Object.keys(issues).map((field) => t(FIELD_LABELS[field] ?? field));
  if (fields.length === 0) return null;
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(fields);
  return (
    <p role="status" className="text-sm text-muted-foreground" data-save-blockers="">
      {t("system.form.missing", { fields: list })}
    </p>
  );
}
