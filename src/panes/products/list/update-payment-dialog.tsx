import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { DialogActions } from "../../../kit/dialog-actions";
import { DialogFrame } from "../../../kit/dialog-frame";
import { useSubmitState } from "../../../kit/use-submit-state";
import { Button } from "../../../ui/button";
import { Input } from "../../../ui/input";
import { updatePayment } from "../domain/api";
import { productFailure, refreshProducts } from "../domain/messages";
import type { PaymentDetailView, RateView } from "../domain/model";
import {
  changedFields,
  existingPrice,
  type PaymentFormField,
  paymentChanges,
  paymentFields,
  paymentForm,
  paymentProblems,
} from "../domain/payment-form";
import { pricesQuery } from "../domain/queries";

type Props = { rate: RateView; payment: PaymentDetailView; onClose(): void };

/**
 * Spec 3 §2 "Update payment method modal": large, static backdrop; closes once the server takes it. Every field
 * the payment's method needs, pre-filled from the stored payment; only the changed ones travel (§5: changes are
 * detected against the saved values), and a price equal to a known one is flagged as existing.
 */
export function UpdatePaymentDialog({ rate, payment, onClose }: Props) {
  const { t } = useTranslation();
  const saved = useMemo(() => paymentForm(payment), [payment]);
  const shown = paymentFields(rate, payment);
  const [form, setForm] = useState(saved);
  const { pending: busy, error: failure, submit } = useSubmitState();
  const prices = useQuery(
    pricesQuery({
      region_id: rate.regionId,
      payment_id: payment.paymentMethodId,
      currency_id: payment.currencyId,
      product_id: rate.planId,
      user_type: payment.userTypeId,
    }),
  );
  const problems = paymentProblems(form, rate, payment);
  const changed = changedFields(saved, form, shown);
  const invalid = Object.keys(problems).length > 0;
  const existing = changed.length > 0 && existingPrice(form, prices.data ?? []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid || changed.length === 0) return;
    await submit(
      async () => {
        await updatePayment(rate.id, payment, paymentChanges(form, changed));
        toast.success(t("products.messages.priceAdded"), { duration: 3000 });
        await refreshProducts();
        onClose();
      },
      (error) =>
        productFailure(t, "products.messages.genericError", error).description ??
        t("products.messages.genericError"),
    );
  };

  const label = (name: PaymentFormField) =>
    name === "ext_service_id_out" && payment.serviceIdName
      ? payment.serviceIdName
      : t(`products.payment.${name}`);

  const field = (name: PaymentFormField) => {
    const problem = problems[name];
    return (
      <div key={name} className="grid gap-1 text-sm">
        <label htmlFor={`payment-${name}`}>{label(name)}</label>
        <Input
          id={`payment-${name}`}
          value={form[name]}
          inputMode={["price", "net_price", "tax"].includes(name) ? "decimal" : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `payment-${name}-error` : undefined}
          onChange={(event) => setForm({ ...form, [name]: event.target.value })}
        />
        {problem && (
          <span id={`payment-${name}-error`} className="text-xs text-destructive">
            {t(`product-rules.${problem.message}`, { chars: problem.chars })}
          </span>
        )}
      </div>
    );
  };

  return (
    <DialogFrame
      title={t("products.payment.title", { name: payment.name })}
      description={t("products.payment.description", {
        id: rate.id,
        user: payment.userType,
        currency: payment.currency,
      })}
      busy={busy}
      onClose={onClose}
      className="max-w-3xl"
      onInteractOutside={(event) => event.preventDefault()}
    >
      <form onSubmit={(event) => void save(event)} className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-3">{shown.map(field)}</div>
        {prices.isError && (
          <p role="alert" className="text-sm text-destructive">
            {t("products.messages.pricesError")}
          </p>
        )}
        {existing && (
          <p role="status" className="text-sm text-amber-900 dark:text-amber-400">
            {t("products.payment.existing")}
          </p>
        )}
        <div role="status" aria-live="polite" className="text-sm text-muted-foreground">
          {changed.length === 0 ? (
            t("products.payment.unchanged")
          ) : (
            <ul aria-label={t("products.payment.changes")} className="grid gap-0.5">
              {changed.map((name) => (
                <li key={name}>
                  {t("products.payment.change", {
                    field: label(name),
                    from: saved[name] || t("products.payment.empty"),
                    to: form[name] || t("products.payment.empty"),
                  })}
                </li>
              ))}
            </ul>
          )}
        </div>
        <DialogActions
          failure={failure}
          busy={busy}
          cancelLabel={t("products.actions.cancel")}
          onCancel={onClose}
        >
          <Button type="submit" disabled={busy || invalid || changed.length === 0}>
            {t("products.actions.save")}
          </Button>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
