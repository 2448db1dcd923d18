import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";

type Props = {
  /** The form's schema (the call's): what it refuses is what keeps "Guardar" disabled. */
  schema: z.ZodType;
  /** The i18n key of each field's label, in the order the form shows them. */
  labels: Readonly<Record<string, string>>;
};

/**
 * Says which fields keep "Guardar" disabled, next to it, instead of leaving a dead button to guess at. Inside
 * a FormDialog (it reads the form's values); fields the schema refuses are named even before they are touched.
 */
export function SaveBlockers({ schema, labels }: Props) {
  const { t, i18n } = useTranslation();
  const values = useWatch();
  const result = schema.safeParse(values);
  if (result.success) return null;
  const refused = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  const fields = Object.keys(labels)
    .filter((field) => refused.has(field))
    .map((field) => t(labels[field]));
  if (fields.length === 0) return null;
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(fields);
  return (
    <p role="status" className="text-sm text-muted-foreground" data-save-blockers="">
      {t("common.missingToSave", { fields: list })}
    </p>
  );
}
