import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../kit/select-field";
import {
  promotionPaymentMethodsQuery as paymentMethodsQuery,
  promotionPlansQuery as plansQuery,
  promotionProductsQuery as productsQuery,
  promotionRegionsQuery as regionsQuery,
  promotionUserTypesQuery as userTypesQuery,
} from "../domain/promotion-queries";
import type { FilterName, Filters } from "./form-model";

// The product, region, user type and payment method filters of the list and the form (spec 3 §2); the list
// adds the plan. User types load once a region is chosen, payment methods once a user type is.

export type BarFilters = Filters & { plan_id?: number };
type Props = {
  idPrefix: string;
  filters: BarFilters;
  onChange(name: FilterName | "plan_id", value: number | undefined): void;
  /** The form locks them once a plan is chosen. */
  locked?: boolean;
  withPlan?: boolean;
  emptyLabel: string;
};

const read = (value: string) => (value === "" ? undefined : Number(value));

export function FilterBar({
  idPrefix,
  filters,
  onChange,
  locked = false,
  withPlan = false,
  emptyLabel,
}: Props) {
  const { t } = useTranslation();
  const products = useQuery(productsQuery());
  const regions = useQuery(regionsQuery());
  const plans = useQuery({
    ...plansQuery(filters.product_id ?? 0),
    enabled: withPlan && !!filters.product_id,
  });
  const userTypes = useQuery({ ...userTypesQuery(filters.region_id ?? 0), enabled: !!filters.region_id });
  const methods = useQuery({
    ...paymentMethodsQuery(filters.region_id ?? 0, filters.user_type_id ?? 0),
    enabled: !!filters.region_id && !!filters.user_type_id,
  });
  const field = (name: FilterName | "plan_id", label: string, options: { id: number; name: string }[]) => (
    <SelectField
      id={`${idPrefix}-${name}`}
      label={label}
      value={filters[name] ?? ""}
      disabled={locked}
      placeholder={emptyLabel}
      options={options.map((option) => ({ value: option.id, label: option.name }))}
      onChange={(event) => onChange(name, read(event.target.value))}
    />
  );
  return (
    <fieldset
      className="grid grid-cols-2 gap-2 md:grid-cols-5"
      aria-describedby={locked ? `${idPrefix}-locked` : undefined}
    >
      <legend className="sr-only">{t("products.promotions.filters.legend")}</legend>
      {field("product_id", t("products.promotions.filters.product"), products.data ?? [])}
      {withPlan && field("plan_id", t("products.promotions.filters.plan"), plans.data ?? [])}
      {field(
        "region_id",
        t("products.promotions.filters.region"),
        (regions.data ?? []).map((region) => ({ id: region.region_id, name: region.title })),
      )}
      {field("user_type_id", t("products.promotions.filters.userType"), userTypes.data ?? [])}
      {field("payment_method_id", t("products.promotions.filters.paymentMethod"), methods.data ?? [])}
      {locked && (
        <p id={`${idPrefix}-locked`} className="col-span-full text-xs text-muted-foreground">
          {t("products.promotions.filters.locked")}
        </p>
      )}
    </fieldset>
  );
}
