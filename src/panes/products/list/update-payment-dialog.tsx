import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../ui/dialog";
import { Input } from "../../../ui/input";
import { updatePayment } from "../domain/api";
import { productFailure, refreshProducts } from "../domain/messages";
import type { PaymentView, RateView } from "../domain/model";
import { type PriceFields, priceProblems } from "../domain/price-fields";

type Props = { rate: RateView; payment: PaymentView; onClose(): void };

/** Spec 3 §2 "Update payment method modal": large, static backdrop; closes once the server takes it. */
export function UpdatePaymentDialog({ rate, payment, onClose }: Props) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<PriceFields>({
    price: payment.price ?? "",
    net_price: payment.netPrice ?? "",
    tax: payment.tax ?? "",
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const problems = priceProblems(fields, rate.regionId);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await updatePayment(rate.id, payment, fields);
      toast.success(t("products.messages.priceAdded"), { duration: 3000 });
      await refreshProducts();
      onClose();
    } catch (error) {
      setFailure(
        productFailure(t, "products.messages.genericError", error).description ??
          t("products.messages.genericError"),
      );
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof PriceFields) => (
    <div className="grid gap-1 text-sm">
      <label htmlFor={`payment-${name}`}>{t(`products.payment.${name}`)}</label>
      <Input
        id={`payment-${name}`}
        value={fields[name]}
        inputMode="decimal"
        aria-invalid={problems[name] ? true : undefined}
        aria-describedby={problems[name] ? `payment-${name}-error` : undefined}
        onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
      />
      {problems[name] && (
        <span id={`payment-${name}-error`} className="text-xs text-destructive">
          {t(problems[name].key, problems[name].values)}
        </span>
      )}
    </div>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="max-w-3xl" onInteractOutside={(event) => event.preventDefault()}>
        <form onSubmit={(event) => void save(event)} className="grid gap-3">
          <DialogHeader>
            <DialogTitle>{t("products.payment.title", { name: payment.name })}</DialogTitle>
            <DialogDescription>
              {t("products.payment.description", {
                id: rate.id,
                user: payment.userType,
                currency: payment.currency,
              })}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-3 sm:grid-cols-3">
            {field("price")}
            {field("net_price")}
            {field("tax")}
          </div>
          {failure && (
            <p role="alert" className="text-sm text-destructive">
              {failure}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              {t("products.actions.cancel")}
            </Button>
            <Button type="submit" disabled={busy || Object.keys(problems).length > 0}>
              {t("products.actions.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
