import { useTranslation } from "react-i18next";
import { DefinitionList } from "../../../kit/definition-list";
import { DialogFrame } from "../../../kit/dialog-frame";
import { Button } from "../../../ui/button";
import { StatusTag } from "../../../ui/inputs/status-tag";
import type { PlanView } from "../domain/model";
import { rateState } from "../domain/rules";

type Props = { plan: PlanView; onClose(): void };

/** A plan's summary modal: its data and its rates per region with their states. */
export function PlanSummaryDialog({ plan, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <DialogFrame
      title={t("products.summary.planTitle", { name: plan.name })}
      onClose={onClose}
      className="max-w-xl"
      footer={<Button onClick={onClose}>{t("products.actions.close")}</Button>}
    >
      <DefinitionList
        className="gap-x-3"
        items={[
          [t("products.summary.family"), plan.family],
          [t("products.summary.type"), t(`products.planTypes.${plan.type}`, { defaultValue: plan.type })],
          [
            t("products.summary.state"),
            <StatusTag
              key="state"
              status={plan.state === "draft" ? "draft" : "publish"}
              keyPrefix="products.states"
            />,
          ],
        ]}
      />
      <ul className="grid max-h-72 gap-1 overflow-auto text-sm">
        {plan.regions.flatMap((region) =>
          region.rates.map((rate) => (
            <li key={rate.id} className="flex items-center gap-2">
              <StatusTag status={rateState(rate)} keyPrefix="products.states" />
              <span>
                #{rate.id} {rate.name} · {region.region}
              </span>
            </li>
          )),
        )}
      </ul>
    </DialogFrame>
  );
}
