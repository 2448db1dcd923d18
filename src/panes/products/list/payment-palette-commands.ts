import { Plus, Wallet } from "lucide-react";
import { toast } from "sonner";
import {
  type AnyCommand,
  type ArgItem,
  type ArgSpec,
  type CommandContext,
  defineCommand,
} from "../../../commands/types";
import type { ProductsRequest } from "../domain/bridge";
import type { PaymentView, RateView } from "../domain/model";
import { rateRules } from "../domain/rules";
import { selectedRate } from "../domain/subject";
import { rateStepHref } from "../domain/wizard-link";
import { PRODUCT_LIST } from "../kinds";
import { findRatesFor, rateItem } from "./rate-finder";

// "Actualizar medio de pago" and "Añadir medio de pago" from the palette anywhere: the rate the product list's
// keyboard is on comes first, any other is asked by id or name; then the payment (or user type) of that rate.
// Both follow the rule of the card's buttons: prices and payments change only on a draft rate of the user's
// regions (spec 3 §4).

type Choice = { rate: RateView; payment?: PaymentView };

const edit = (rate: RateView) => rateRules.edit(rate);

/** The list's rate in context first (when it matches), then the rates the text finds. */
async function rateChoices(
  query: string,
  signal: AbortSignal,
  ctx: CommandContext,
): Promise<ArgItem<Choice>[]> {
  const here = ctx.pane?.kind === PRODUCT_LIST ? selectedRate(ctx) : undefined;
  const text = query.trim().toLowerCase();
  const first = here && (text === "" || `${here.id} ${here.name}`.toLowerCase().includes(text)) ? [here] : [];
  const found = (await findRatesFor(query, signal)).filter((rate) => rate.id !== here?.id);
  return [...first, ...found].map((rate) => rateItem(ctx, rate, { rate }, edit));
}

function paymentPage(
  title: string,
  list: (rate: RateView) => PaymentView[],
  label: (payment: PaymentView) => string,
): ArgSpec<Choice>["next"] {
  return ({ rate }) => ({
    title,
    placeholder: "products.commands.paymentPlaceholder",
    debounceMs: 0,
    suggest: (query) =>
      list(rate)
        .filter((p) => label(p).toLowerCase().includes(query.trim().toLowerCase()))
        .map((payment) => ({
          id: String(payment.paymentId),
          label: label(payment),
          value: { rate, payment },
        })),
  });
}

/** Runs again on the chosen rate: a choice the rule refuses says why and does nothing. */
function allowed(ctx: CommandContext, rate: RateView): boolean {
  const verdict = edit(rate);
  if (verdict === true) return true;
  toast.info(ctx.t(verdict === false ? "commands.errors.disabled" : verdict.reason));
  return false;
}

type ByRate = {
  name: string;
  icon: AnyCommand["icon"];
  keywords: string[];
  /** The second page: its title, the rate's payments it offers and how each is named. */
  page: Parameters<typeof paymentPage>;
  act(ctx: CommandContext, rate: RateView, payment: PaymentView): void;
};

/** A palette command that asks a rate, then one of its payments, and acts on them where the rule allows. */
const byRateCommand = ({ name, icon, keywords, page, act }: ByRate) =>
  defineCommand<Choice>({
    id: `products.${name}`,
    title: `products.commands.${name}`,
    module: "products",
    icon,
    order: 3,
    keywords,
    requires: { module: "products", privilege: "edit" },
    surfaces: ["palette"],
    args: {
      placeholder: "products.commands.ratePlaceholder",
      debounceMs: 200,
      suggest: rateChoices,
      next: paymentPage(...page),
    },
    run: (ctx, { rate, payment }) => {
      if (payment && allowed(ctx, rate)) act(ctx, rate, payment);
    },
  });

export const updatePaymentByIdCommand = byRateCommand({
  name: "updatePaymentById",
  icon: Wallet,
  keywords: ["medio de pago", "payment method", "precio", "price", "actualizar", "update", "tarifa", "rate"],
  page: [
    "products.commands.choosePayment",
    (rate) => rate.payments,
    (p) => `${p.name} · ${p.userType} · ${p.currency}`,
  ],
  act: (ctx, rate, payment) => {
    const request: ProductsRequest = { type: "updatePayment", rateId: rate.id, paymentId: payment.paymentId };
    if (ctx.pane?.kind !== PRODUCT_LIST) ctx.openPane(PRODUCT_LIST);
    ctx.openDialog(request);
  },
});

export const addPaymentMethodByIdCommand = byRateCommand({
  name: "addPaymentMethodById",
  icon: Plus,
  keywords: ["medio de pago", "payment method", "añadir", "agregar", "add", "tipo de usuario", "user type"],
  page: [
    "products.commands.chooseUserType",
    (rate) => rate.payments.filter((p, i, all) => all.findIndex((q) => q.userTypeId === p.userTypeId) === i),
    (p) => p.userType,
  ],
  act: (ctx, rate, payment) => ctx.navigate(rateStepHref(4, rate, payment.userTypeId)),
});

export const paymentPaletteCommands: readonly AnyCommand[] = [
  updatePaymentByIdCommand as AnyCommand,
  addPaymentMethodByIdCommand as AnyCommand,
];
