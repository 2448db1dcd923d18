import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { openScreen } from "../../../workspace/intents";
import type { PaneProps } from "../../../workspace/types";
import { promotionQuery } from "../domain/promotion-queries";
import { EDIT_PARAM, PROMOTION_LIST } from "../kinds";
import { PromotionForm } from "./promotion-form";

const ID = /^[1-9]\d{0,14}$/;

/** /products/addPromotion: the form, empty. */
export function PromotionAddPane({ paneId }: PaneProps) {
  return <PromotionForm paneId={paneId} />;
}

/** /products/editPromotion: the form with a saved promotion; without one (or a missing one) back to the list. */
export function PromotionEditPane({ paneId, params }: PaneProps) {
  const { t } = useTranslation();
  const text = params[EDIT_PARAM] ?? "";
  const valid = ID.test(text);
  const promotion = useQuery({ ...promotionQuery(Number(text)), enabled: valid });
  const missing = !valid || promotion.isError;

  useEffect(() => {
    if (!missing) return;
    if (valid) toast.error(t("products.promotions.form.loadError"));
    openScreen(PROMOTION_LIST, {}, { target: paneId });
  }, [missing, valid, paneId, t]);

  if (!promotion.data)
    return (
      <p className="p-3" role="status" aria-busy="true">
        {t("products.promotions.reasons.loading")}
      </p>
    );
  return <PromotionForm key={promotion.data.id} paneId={paneId} promotion={promotion.data} />;
}
