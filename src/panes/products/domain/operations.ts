import type { TFunction } from "i18next";
import { toast } from "sonner";
import { requestConfirm } from "../../../commands/confirm";
import { confirmToggle } from "../../../kit/confirm-toggle";
import {
  deletePlan,
  deleteRate,
  generateRateUat,
  publishRateToProduction,
  setPaymentActive,
  setRateActive,
} from "./api";
import { productFailure, refreshProducts } from "./messages";
import type { PaymentView, PlanView, RateView } from "./model";

// The state changes of spec 3 §4 shared by the list's switches and menus and the palette: each asks first,
// shows the change at once, reverts on failure with the spec's texts, and reloads the list either way.

const fail = (t: TFunction, key: string, error: unknown) => {
  const shown = productFailure(t, key, error);
  toast.error(shown.title, { description: shown.description });
};

/** Activate or inactivate a rate (prod or inactive only; the rule is checked by the caller's command). */
export function toggleRate(t: TFunction, rate: RateView) {
  const next = !rate.active;
  return confirmToggle({
    key: `products.toggleRate:${rate.id}`,
    next,
    confirm: {
      title: t(next ? "products.confirm.activateRate" : "products.confirm.inactivateRate", { id: rate.id }),
      summary: [t("products.confirm.rateLine", { id: rate.id, name: rate.name, region: rate.region })],
      confirmLabel: t(next ? "products.actions.activate" : "products.actions.inactivate"),
    },
    call: (active) => setRateActive(rate.id, active),
    succeeded: () => toast.success(t(next ? "products.messages.activated" : "products.messages.inactivated")),
    failed: (error) =>
      fail(t, next ? "products.messages.activateError" : "products.messages.inactivateError", error),
    settle: refreshProducts,
  });
}

/** §4 "Payment method switch": confirm, send, revert on cancel or failure. */
export function togglePayment(t: TFunction, rate: RateView, payment: PaymentView) {
  const next = !payment.active;
  return confirmToggle({
    key: `products.togglePayment:${payment.paymentId}`,
    next,
    confirm: {
      title: t(next ? "products.confirm.activatePayment" : "products.confirm.inactivatePayment"),
      summary: [
        t("products.confirm.paymentLine", { name: payment.name, user: payment.userType, id: rate.id }),
      ],
      confirmLabel: t(next ? "products.actions.activate" : "products.actions.inactivate"),
    },
    call: (active) => setPaymentActive(rate.id, payment, active),
    succeeded: () =>
      toast.success(t(next ? "products.messages.paymentActivated" : "products.messages.paymentInactivated")),
    failed: (error) =>
      fail(
        t,
        next ? "products.messages.paymentActivateError" : "products.messages.paymentInactivateError",
        error,
      ),
    settle: refreshProducts,
  });
}

async function confirmed(title: string, lines: string[], label: string) {
  return requestConfirm({ title, summary: lines, confirmLabel: label });
}

async function attempt(t: TFunction, call: () => Promise<unknown>, success: string, failure: string) {
  try {
    await call();
    toast.success(t(success));
    return true;
  } catch (error) {
    fail(t, failure, error);
    return false;
  } finally {
    await refreshProducts();
  }
}

type RateRef = Pick<RateView, "id" | "name" | "region">;
type RateChange = {
  question: string;
  label: string;
  call(id: number): Promise<unknown>;
  done: string;
  failed: string;
};

/** A change of one rate: asked with the rate's line, sent, told, and the list reloaded. */
async function changeRate(t: TFunction, rate: RateRef, change: RateChange) {
  const line = t("products.confirm.rateLine", { id: rate.id, name: rate.name, region: rate.region });
  if (!(await confirmed(t(change.question), [line], t(change.label)))) return false;
  return attempt(t, () => change.call(rate.id), change.done, change.failed);
}

export const publishRate = (t: TFunction, rate: RateRef) =>
  changeRate(t, rate, {
    question: "products.confirm.publishRate",
    label: "products.actions.publish",
    call: publishRateToProduction,
    done: "products.messages.ratePublished",
    failed: "products.messages.publishError",
  });

export const generateUat = (t: TFunction, rate: RateRef) =>
  changeRate(t, rate, {
    question: "products.confirm.generateUat",
    label: "products.actions.generateUat",
    call: generateRateUat,
    done: "products.messages.uatGenerated",
    failed: "products.messages.publishError",
  });

export const removeRate = (t: TFunction, rate: RateView) =>
  changeRate(t, rate, {
    question: "products.confirm.deleteRate",
    label: "products.actions.delete",
    call: deleteRate,
    done: "products.messages.rateDeleted",
    failed: "products.messages.genericError",
  });

export async function removePlan(t: TFunction, plan: PlanView) {
  const lines = [
    t("products.confirm.deletePlanRule"),
    t("products.confirm.planLine", { id: plan.id, name: plan.name }),
  ];
  if (!(await confirmed(t("products.confirm.deletePlan"), lines, t("products.actions.delete")))) return false;
  return attempt(
    t,
    () => deletePlan(plan.id),
    "products.messages.planDeleted",
    "products.messages.genericError",
  );
}
