import type { TFunction } from "i18next";
import { toast } from "sonner";
import type { ConfirmableChange } from "../../../commands/confirmed-change";
import type { ToggleChange } from "../../../kit/confirm-toggle";
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

// The state changes of spec 3 §4 shared by the list's switches and menus and the palette, each described
// for the command that declares its confirmation: what it changes, then the call, told with the spec's
// texts (a switch shows the change at once and reverts on failure), and the list reloaded either way.

const fail = (t: TFunction, key: string, error: unknown) => {
  const shown = productFailure(t, key, error);
  toast.error(shown.title, { description: shown.description });
};

/** Activate or inactivate a rate (prod or inactive only; the rule is checked by the caller's command). */
export function rateToggle(t: TFunction, rate: RateView): ToggleChange {
  const next = !rate.active;
  return {
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
  };
}

/** §4 "Payment method switch": confirm, send, revert on cancel or failure. */
export function paymentToggle(t: TFunction, rate: RateView, payment: PaymentView): ToggleChange {
  const next = !payment.active;
  return {
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
  };
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
function changeRate(t: TFunction, rate: RateRef, change: RateChange): ConfirmableChange {
  const line = t("products.confirm.rateLine", { id: rate.id, name: rate.name, region: rate.region });
  return {
    preview: { title: t(change.question), summary: [line], confirmLabel: t(change.label) },
    apply: () => attempt(t, () => change.call(rate.id), change.done, change.failed),
  };
}

export const ratePublication = (t: TFunction, rate: RateRef) =>
  changeRate(t, rate, {
    question: "products.confirm.publishRate",
    label: "products.actions.publish",
    call: publishRateToProduction,
    done: "products.messages.ratePublished",
    failed: "products.messages.publishError",
  });

export const uatGeneration = (t: TFunction, rate: RateRef) =>
  changeRate(t, rate, {
    question: "products.confirm.generateUat",
    label: "products.actions.generateUat",
    call: generateRateUat,
    done: "products.messages.uatGenerated",
    failed: "products.messages.publishError",
  });

export const rateDeletion = (t: TFunction, rate: RateView) =>
  changeRate(t, rate, {
    question: "products.confirm.deleteRate",
    label: "products.actions.delete",
    call: deleteRate,
    done: "products.messages.rateDeleted",
    failed: "products.messages.genericError",
  });

export function planDeletion(t: TFunction, plan: PlanView): ConfirmableChange {
  return {
    preview: {
      title: t("products.confirm.deletePlan"),
      summary: [
        t("products.confirm.deletePlanRule"),
        t("products.confirm.planLine", { id: plan.id, name: plan.name }),
      ],
      confirmLabel: t("products.actions.delete"),
    },
    apply: () =>
      attempt(
        t,
        () => deletePlan(plan.id),
        "products.messages.planDeleted",
        "products.messages.genericError",
      ),
  };
}
