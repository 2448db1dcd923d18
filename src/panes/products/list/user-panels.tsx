import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { runOnRow } from "../../../commands/execute";
import { useCommandEnablement } from "../../../commands/hooks";
import { ToggleSwitch } from "../../../kit/toggle-switch";
import { Button } from "../../../ui/button";
import { PaymentCard } from "../../../ui/payment-card";
import type { PaymentView, RateView } from "../domain/model";
import type { ListSubject } from "../domain/subject";
import { ActionMenu } from "./action-menu";
import { paymentCardDetails } from "./payment-details";

type Props = { paneId: string; rate: RateView };

/** A rate's payments, one panel per user type (spec 3 §2), in the order the rate lists them. */
export function byUserType(payments: readonly PaymentView[]): PaymentView[][] {
  const groups = new Map<number, PaymentView[]>();
  for (const payment of payments) {
    const group = groups.get(payment.userTypeId) ?? [];
    group.push(payment);
    groups.set(payment.userTypeId, group);
  }
  return [...groups.values()];
}

/**
 * The user panels of a rate card: each user type's payment methods (switch and menu each) and "Añadir medio
 * de pago", which goes to the wizard's step 4 with that user type (§2), enabled as editing the rate is (§4).
 * Each control is enabled as its command is (privilege and rule), so a view-only user is offered none.
 */
export function UserPanels({ paneId, rate }: Props) {
  const { t } = useTranslation();
  return (
    <section className="grid gap-1" aria-label={t("products.list.payments", { id: rate.id })}>
      {byUserType(rate.payments).map((payments) => {
        const [first] = payments;
        const user = first.userType;
        return (
          <section
            key={first.userTypeId}
            aria-label={t("products.list.userPanel", { user, id: rate.id })}
            className="grid gap-1 rounded border border-dashed p-1"
          >
            <header className="flex flex-wrap items-center gap-2 text-xs">
              <h6 className="font-medium">{user}</h6>
              <AddPaymentButton paneId={paneId} subject={{ kind: "payment", rate, payment: first }} />
            </header>
            <ul className="grid gap-1">
              {payments.map((payment) => (
                <li key={payment.paymentId}>
                  <PaymentLine paneId={paneId} rate={rate} payment={payment} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}

/** "Añadir medio de pago" for a user type: the wizard's step 4 with that user type. */
function AddPaymentButton({
  paneId,
  subject,
}: {
  paneId: string;
  subject: Extract<ListSubject, { kind: "payment" }>;
}) {
  const { t } = useTranslation();
  const adding = useCommandEnablement("products.addPaymentMethod", paneId, subject);
  const user = subject.payment.userType;
  return (
    <Button
      size="sm"
      variant="ghost"
      className="ml-auto h-6 px-1.5 text-xs"
      disabled={!adding.enabled}
      title={adding.enabled || !adding.reason ? undefined : t(adding.reason)}
      aria-label={t("products.list.addPaymentFor", { user, id: subject.rate.id })}
      onClick={() => runOnRow("products.addPaymentMethod", paneId, subject)}
    >
      <Plus aria-hidden />
      {t("products.commands.addPaymentMethod")}
    </Button>
  );
}

function PaymentLine({ paneId, rate, payment }: Props & { payment: PaymentView }) {
  const { t } = useTranslation();
  const subject: ListSubject = { kind: "payment", rate, payment };
  const toggle = useCommandEnablement("products.togglePayment", paneId, subject);
  return (
    <PaymentCard
      name={payment.name}
      colour={payment.colour}
      active={payment.active}
      details={paymentCardDetails(payment)}
      actions={
        <>
          <ToggleSwitch
            toggleKey={`products.togglePayment:${payment.paymentId}`}
            checked={payment.active}
            label={t("products.list.paymentActive", { name: payment.name, user: payment.userType })}
            disabled={!toggle.enabled}
            onToggle={() => runOnRow("products.togglePayment", paneId, subject)}
          />
          <ActionMenu
            paneId={paneId}
            subject={subject}
            label={t("products.list.paymentActions", { name: payment.name, user: payment.userType })}
          />
        </>
      }
    />
  );
}
