import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { metadataQuery } from "../../../../api/base";

/**
 * Spec 3 §7 (product types, families and content-type metadata; metadata via GET /services/base/metadata) and
 * §8: a failed metadata read says "Ha ocurrido un error al obtener la metadata." where the plan is configured.
 */
export function MetadataNotice() {
  const { t } = useTranslation();
  const metadata = useQuery(metadataQuery());
  if (!metadata.error) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {t("products.wizard.errors.metadata")}
    </p>
  );
}
