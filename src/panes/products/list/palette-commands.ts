import { ClipboardPaste, Copy, Package, Plus, Send, ToggleRight, Wallet } from "lucide-react";
import { toast } from "sonner";
import { fetchNow } from "../../../api/query-client";
import { type ConfirmableChange, confirmedChange } from "../../../commands/confirmed-change";
import { type AnyCommand, type ArgSpec, type CommandContext, defineCommand } from "../../../commands/types";
import { switchChange } from "../../../kit/confirm-toggle";
import { appendIdTags, splitIdText } from "../../../ui/inputs/id-tags";
import { findPlans, type PlanHit } from "../domain/api";
import type { ProductsRequest } from "../domain/bridge";
import { checkedIds, cloneVerdicts, tallyText, tallyVerdicts } from "../domain/clone-verdicts";
import type { PaymentView, RateView } from "../domain/model";
import { paymentToggle, ratePublication, rateToggle } from "../domain/operations";
import { cloneCheckQuery } from "../domain/queries";
import { rateRules } from "../domain/rules";
import { tenantWording } from "../domain/tenant";
import { wizardHref } from "../domain/wizard-link";
import { PRODUCT_LIST } from "../kinds";
import { findRatesFor, rateItem } from "./rate-finder";

// Products from anywhere (spec 3 §2, issue 18): 'Publicar tarifa' by id or search, clone rates pasted as
// ids, activate/inactivate a rate or a payment method, open a rate or plan, new plan / new product.

const needs = (privilege: "view" | "edit" | "publish") => ({ module: "products", privilege }) as const;

/** Runs again on the chosen rate: a choice the rule refuses says why and does nothing. */
function guarded(
  ctx: CommandContext,
  rate: RateView,
  rule: (rate: RateView) => true | { reason: string } | boolean,
) {
  const verdict = rule(rate);
  if (verdict === true) return true;
  toast.info(ctx.t(verdict === false ? "commands.errors.disabled" : verdict.reason));
  return false;
}

/** The change confirmed on the chosen rate; its rule is judged again when it runs, as `guarded` says. */
function guardedChange(
  ctx: CommandContext,
  rate: RateView,
  rule: (rate: RateView) => true | { reason: string } | boolean,
  change: ConfirmableChange,
): ConfirmableChange {
  return {
    preview: change.preview,
    apply: async () => {
      if (guarded(ctx, rate, rule)) await change.apply();
    },
  };
}

const rateArg = (
  placeholder: string,
  rule?: (rate: RateView) => true | { reason: string } | boolean,
): ArgSpec<RateView> => ({
  placeholder,
  debounceMs: 200,
  suggest: async (query, signal, ctx) =>
    (await findRatesFor(query, signal)).map((rate) => rateItem(ctx, rate, rate, rule)),
});

/** Opens the list (in this pane unless it already shows it) and asks it for a dialog. */
function onList(ctx: CommandContext, request: ProductsRequest) {
  if (ctx.pane?.kind !== PRODUCT_LIST) ctx.openPane(PRODUCT_LIST);
  ctx.openDialog(request);
}

export const publishRateCommand = defineCommand<RateView>({
  id: "products.publishRateById",
  title: "products.commands.publishRateById",
  module: "products",
  icon: Send,
  order: 1,
  keywords: ["publicar", "publish", "tarifa", "rate", "produccion", "production", "prod"],
  requires: needs("publish"),
  surfaces: ["palette"],
  args: rateArg("products.commands.ratePlaceholder", rateRules.publish),
  ...confirmedChange<RateView>((ctx, rate) =>
    guardedChange(ctx, rate, rateRules.publish, ratePublication(ctx.t, rate)),
  ),
});

export const toggleRateCommand = defineCommand<RateView>({
  id: "products.toggleRateById",
  title: "products.commands.toggleRateById",
  module: "products",
  icon: ToggleRight,
  order: 2,
  keywords: ["activar", "inactivar", "activate", "inactivate", "tarifa", "rate"],
  requires: needs("edit"),
  surfaces: ["palette"],
  args: rateArg("products.commands.ratePlaceholder", rateRules.toggle),
  ...confirmedChange<RateView>((ctx, rate) =>
    guardedChange(ctx, rate, rateRules.toggle, switchChange(rateToggle(ctx.t, rate))),
  ),
});

type PaymentChoice = { rate: RateView; payment?: PaymentView };

export const togglePaymentCommand = defineCommand<PaymentChoice>({
  id: "products.togglePaymentById",
  title: "products.commands.togglePaymentById",
  module: "products",
  icon: Wallet,
  order: 3,
  keywords: ["medio de pago", "payment method", "activar", "inactivar", "activate", "inactivate"],
  requires: needs("edit"),
  surfaces: ["palette"],
  args: {
    placeholder: "products.commands.ratePlaceholder",
    debounceMs: 200,
    suggest: async (query, signal, ctx) =>
      (await findRatesFor(query, signal)).map((rate) =>
        rateItem(ctx, rate, { rate }, rateRules.togglePayment),
      ),
    next: ({ rate }) => ({
      title: "products.commands.choosePayment",
      placeholder: "products.commands.paymentPlaceholder",
      debounceMs: 0,
      suggest: (query, _signal, ctx) =>
        rate.payments
          .filter((p) => `${p.name} ${p.userType}`.toLowerCase().includes(query.trim().toLowerCase()))
          .map((payment) => ({
            id: String(payment.paymentId),
            label: `${payment.name} · ${payment.userType} · ${payment.currency}`,
            detail: ctx.t(payment.active ? "products.list.active" : "products.list.inactive"),
            value: { rate, payment },
          })),
    }),
  },
  // The palette runs it with its last page's value, which names the payment.
  ...confirmedChange<PaymentChoice>((ctx, { rate, payment }) =>
    guardedChange(
      ctx,
      rate,
      rateRules.togglePayment,
      switchChange(paymentToggle(ctx.t, rate, payment as PaymentView)),
    ),
  ),
});

export const cloneRatesCommand = defineCommand<string[]>({
  id: "products.cloneRates",
  title: "products.commands.cloneRates",
  module: "products",
  icon: ClipboardPaste,
  order: 4,
  keywords: ["clonar", "clone", "tarifas", "rates", "pegar", "paste", "ids"],
  requires: needs("edit"),
  surfaces: ["palette"],
  args: {
    placeholder: "products.commands.cloneIdsPlaceholder",
    debounceMs: 200,
    // The option counts what the dialog will show: the server's verdict on each id, not only its shape.
    suggest: async (query, _signal, ctx) => {
      const ids = appendIdTags([], splitIdText(query)).tags.map((tag) => tag.text);
      const asked = checkedIds(ids);
      const checks = asked.length > 0 ? await fetchNow(cloneCheckQuery(asked)) : [];
      const tally = tallyText(ctx.t, tallyVerdicts(cloneVerdicts(ids, checks)));
      return [{ id: "clone", label: ctx.t("products.commands.cloneIdsOption", { tally }), value: ids }];
    },
  },
  run: (ctx, ids) => onList(ctx, { type: "clone", ids }),
});

export const openRateCommand = defineCommand<RateView>({
  id: "products.openRate",
  title: "products.commands.openRate",
  module: "products",
  icon: Package,
  order: 5,
  keywords: ["abrir", "open", "buscar", "find", "tarifa", "rate", "plan", "producto", "product"],
  requires: needs("view"),
  surfaces: ["palette"],
  args: rateArg("products.commands.ratePlaceholder"),
  run: (ctx, rate) => openRateInList(ctx, rate),
});

export const openPlanCommand = defineCommand<PlanHit>({
  id: "products.openPlan",
  title: "products.commands.openPlan",
  module: "products",
  icon: Package,
  order: 5,
  keywords: ["abrir", "open", "buscar", "find", "plan", "producto", "product"],
  requires: needs("view"),
  surfaces: ["palette"],
  args: {
    placeholder: "products.commands.planPlaceholder",
    debounceMs: 200,
    suggest: async (query, signal, ctx) =>
      (await findPlans(query, signal)).map((plan) => ({
        id: String(plan.id),
        label: `${plan.id} · ${plan.name}`,
        detail: `${plan.family} · ${ctx.t(plan.state === "draft" ? "products.states.draft" : "products.states.publish")}`,
        value: plan,
      })),
  },
  run: (ctx, plan) => ctx.openPane(PRODUCT_LIST, { q: plan.name, plan: String(plan.id) }),
});

export function openRateInList(ctx: CommandContext, rate: Pick<RateView, "id" | "plan">) {
  ctx.openPane(PRODUCT_LIST, { q: rate.plan, rate: String(rate.id) });
}

/** 'New Plan' in video, 'New Product' in music (§1): in the palette anywhere, and on the list's toolbar. */
const newPlan = (music: boolean, where: "palette" | "toolbar"): AnyCommand => ({
  id: `products.new${music ? "Product" : "Plan"}${where === "toolbar" ? "Here" : ""}`,
  title: music ? "products.commands.newProduct" : "products.commands.newPlan",
  module: "products",
  icon: Plus,
  order: 6,
  keywords: ["nuevo", "crear", "new", "create", "plan", "producto", "product"],
  requires: needs("edit"),
  ...(where === "toolbar" ? { pane: PRODUCT_LIST } : {}),
  surfaces: [where],
  when: (ctx) => (tenantWording(ctx.session.tenant) === "music") === music,
  run: (ctx) => ctx.navigate(wizardHref(1, { id: 0 })),
});

export const openCloneDialogCommand: AnyCommand = {
  id: "products.openCloneRates",
  title: "products.commands.openCloneRates",
  module: "products",
  icon: Copy,
  order: 7,
  pane: PRODUCT_LIST,
  requires: needs("edit"),
  surfaces: ["toolbar"],
  run: (ctx) => ctx.openDialog({ type: "clone" } satisfies ProductsRequest),
};

export const paletteCommands: readonly AnyCommand[] = [
  publishRateCommand as AnyCommand,
  toggleRateCommand as AnyCommand,
  togglePaymentCommand as AnyCommand,
  cloneRatesCommand as AnyCommand,
  openRateCommand as AnyCommand,
  openPlanCommand as AnyCommand,
  newPlan(false, "palette"),
  newPlan(true, "palette"),
  newPlan(false, "toolbar"),
  newPlan(true, "toolbar"),
  openCloneDialogCommand,
];
