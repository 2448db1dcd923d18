import { Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import {
  PLAN_NAME_MAX_SHOWN,
  PROMOTION_NAME_MAX_SHOWN,
  type Promotion,
  SECOND_PLAN_CYCLE,
} from "../../../contract/products/promotions";
import { Button } from "../../../ui/button";
import { StatusTag } from "../../../ui/inputs/status-tag";
import { truncate } from "./messages";

// Spec 3 §2 promotion card: sections promotion, product, plan, price, payment and user type; the promotion name
// truncated to 14 characters, plan names to 30 (the whole text on hover and for screen readers).

type Props = { promotion: Promotion; onEdit(promotion: Promotion): void };

function Section({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate text-sm">{children}</dd>
    </div>
  );
}

export function PromotionCard({ promotion, onEdit }: Props) {
  const { t } = useTranslation();
  const titleId = `promotion-${promotion.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-2 rounded-md border bg-card p-3 md:grid-cols-[1.2fr_1fr_2fr_0.8fr_1fr_1fr_auto]"
    >
      <div className="min-w-0">
        <p className="text-xs text-muted-foreground">{t("products.promotions.card.promotion")}</p>
        <h3 id={titleId} className="font-medium" title={promotion.name} aria-label={promotion.name}>
          {truncate(promotion.name, PROMOTION_NAME_MAX_SHOWN)}
        </h3>
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          #{promotion.id} <StatusTag status={promotion.state} keyPrefix="products.promotions.states" />
        </p>
      </div>
      <dl className="contents">
        <Section label={t("products.promotions.card.product")}>{promotion.product?.name ?? "—"}</Section>
        <Section label={t("products.promotions.card.plan")}>
          {promotion.plans.length === 0 ? (
            <span className="text-destructive">{t("products.promotions.card.noPlans")}</span>
          ) : (
            <ul>
              {promotion.plans.map((plan) => (
                <li key={plan.position} title={plan.plan.name} className="truncate">
                  {truncate(plan.plan.name, PLAN_NAME_MAX_SHOWN)} ·{" "}
                  {plan.cycle === SECOND_PLAN_CYCLE
                    ? t("products.promotions.card.unlimited")
                    : t("products.promotions.card.cycles", { count: plan.cycle })}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section label={t("products.promotions.card.price")}>
          {promotion.plans[0] ? `${promotion.plans[0].currency.symbol}${promotion.plans[0].price}` : "—"}
        </Section>
        <Section label={t("products.promotions.card.payment")}>
          {promotion.payment_method?.name ?? "—"}
        </Section>
        <Section label={t("products.promotions.card.userType")}>{promotion.user_type?.name ?? "—"}</Section>
      </dl>
      <Button
        variant="outline"
        size="sm"
        className="self-center"
        aria-label={`${t("products.promotions.card.edit")} ${promotion.name}`}
        onClick={() => onEdit(promotion)}
      >
        <Pencil aria-hidden /> {t("products.promotions.card.edit")}
      </Button>
    </article>
  );
}
