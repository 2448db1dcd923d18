import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getFilter } from "../../../../api/filters";
import { productKeys } from "../../../../api/products/keys";
import { DefinitionList } from "../../../../kit/definition-list";
import { DialogFrame } from "../../../../kit/dialog-frame";
import { Button } from "../../../../ui/button";

/** A content filter's detail (spec 3 §2 step 2): its name, title and description. */
export function FilterDetailDialog({ filterId, onClose }: { filterId: number; onClose(): void }) {
  const { t } = useTranslation();
  const filter = useQuery({
    queryKey: productKeys.wizard.detail(["filter", filterId]),
    queryFn: ({ signal }) => getFilter(filterId, signal),
  });
  return (
    <DialogFrame
      title={t("products.wizard.filters.detailTitle", { id: filterId })}
      description={
        filter.error
          ? t("products.wizard.filters.fetchError")
          : filter.data
            ? (filter.data.name ?? "—")
            : t("products.wizard.loading")
      }
      onClose={onClose}
      footer={
        <Button autoFocus onClick={onClose}>
          {t("products.wizard.actions.close")}
        </Button>
      }
    >
      {filter.data && (
        <DefinitionList
          labels="strong"
          items={[
            [t("products.wizard.filters.name"), filter.data.name ?? "—"],
            [t("products.wizard.filters.description"), filter.data.description || "—"],
            [t("products.wizard.filters.contents"), filter.data.total_contents],
          ]}
        />
      )}
    </DialogFrame>
  );
}
