import {
  Copy,
  FileText,
  ListFilter,
  Mail,
  Pencil,
  Plus,
  Send,
  SlidersHorizontal,
  ToggleRight,
  Trash2,
  Upload,
  Wallet,
} from "lucide-react";
import { type ConfirmableChange, confirmedChange } from "../../../commands/confirmed-change";
import type { AnyCommand, CommandContext, Enablement } from "../../../commands/types";
import { switchChange } from "../../../kit/confirm-toggle";
import type { Privilege } from "../../../permissions/catalog";
import type { ProductsRequest } from "../domain/bridge";
import type { PlanView, RateView } from "../domain/model";
import {
  paymentToggle,
  planDeletion,
  rateDeletion,
  ratePublication,
  rateToggle,
  uatGeneration,
} from "../domain/operations";
import { type PlanAction, planRules, type RateAction, rateRules } from "../domain/rules";
import { selectedPayment, selectedPlan, selectedRate, subjectKind } from "../domain/subject";
import { rateStepHref, wizardHref } from "../domain/wizard-link";
import { PRODUCT_LIST } from "../kinds";

// The plan and rate actions of the list (spec 3 §2), as row commands: the cards' menus list them, the
// palette offers them for the card the keyboard is on. Each is enabled by its rule of spec 3 §4.

/** A payment's command follows its rate's rule (spec 3 §4); without a selected rate it is off. */
const selectedRateMay = (rule: keyof typeof rateRules) => (ctx: Pick<CommandContext, "selection">) => {
  const rate = selectedRate(ctx);
  return rate ? rateRules[rule](rate) : false;
};

const needs = (privilege: Privilege) => ({ module: "products", privilege }) as const;
const ask = (ctx: CommandContext, request: ProductsRequest) => ctx.openDialog(request);

/** A list command by its name: its id is `products.<name>`, its title `products.commands.<name>`. */
type Base = Pick<AnyCommand, "icon" | "order" | "keywords" | "keys"> & { name: string };

const named = ({ name, ...rest }: Base) => ({
  ...rest,
  id: `products.${name}` as const,
  title: `products.commands.${name}`,
});

/** What a subject command does: runs at once, or declares the change it confirms first. */
type Act<T> =
  | ((ctx: CommandContext, subject: T) => unknown)
  | { confirms(ctx: CommandContext, subject: T): ConfirmableChange };

/** A row command on the card of one kind the keyboard is on, enabled by that card's rule. */
function subjectCommand<T>(
  kind: "plan" | "rate",
  select: (ctx: CommandContext) => T | undefined,
  verdict: (subject: T) => Enablement,
) {
  return (base: Base, privilege: Privilege, act: Act<T>): AnyCommand => ({
    ...named(base),
    module: "products",
    pane: PRODUCT_LIST,
    requires: needs(privilege),
    surfaces: ["row", "palette"],
    when: (ctx) => subjectKind(ctx) === kind,
    enabled: (ctx): Enablement => {
      const subject = select(ctx);
      return subject ? verdict(subject) : false;
    },
    // A confirmed change is enabled only with its subject, so the subject is there for its preview.
    ...(typeof act === "function"
      ? {
          run: async (ctx: CommandContext) => {
            const subject = select(ctx);
            if (subject) await act(ctx, subject);
          },
        }
      : confirmedChange((ctx) => act.confirms(ctx, select(ctx) as T))),
  });
}

const planCommand = (base: Base, privilege: Privilege, rule: PlanAction, act: Act<PlanView>) =>
  subjectCommand("plan", selectedPlan, (plan) => planRules[rule](plan))(base, privilege, act);

const rateCommand = (base: Base, privilege: Privilege, rule: RateAction | null, act: Act<RateView>) =>
  subjectCommand("rate", selectedRate, (rate) => (rule ? rateRules[rule](rate) : true))(base, privilege, act);

const go = (ctx: CommandContext, step: number, query: Record<string, string | number>) =>
  ctx.navigate(wizardHref(step, query));

/** The plan actions that open the plan in a step of the wizard (spec 3 §2), each behind its rule. */
type PlanStep = { base: Base; rule: PlanAction; step: number; origin?: string };

const planSteps: PlanStep[] = [
  { base: { name: "createRate", icon: Plus, order: 30 }, rule: "createRate", step: 4 },
  { base: { name: "editPlan", icon: Pencil, order: 31 }, rule: "edit", step: 1 },
  {
    base: { name: "updatePlanFilters", icon: SlidersHorizontal, order: 32 },
    rule: "filters",
    step: 2,
    origin: "list",
  },
  { base: { name: "activatePlan", icon: ToggleRight, order: 33 }, rule: "activate", step: 3 },
];

const planCommands = [
  ...planSteps.map(({ base, rule, step, origin }) =>
    planCommand(base, "edit", rule, (ctx, plan) => go(ctx, step, { id: plan.id, ...(origin && { origin }) })),
  ),
  planCommand({ name: "planSummary", icon: FileText, order: 34 }, "view", "details", (ctx, plan) =>
    ask(ctx, { type: "planSummary", plan }),
  ),
  subjectCommand("plan", selectedPlan, () => true)(
    {
      name: "viewFilterContents",
      icon: ListFilter,
      order: 37,
      keywords: ["filtros", "filters", "contenidos", "contents"],
    },
    "view",
    (ctx, plan) => ask(ctx, { type: "filterContents", plan }),
  ),
  planCommand({ name: "publishPlan", icon: Upload, order: 35 }, "publish", "activate", (ctx, plan) =>
    ask(ctx, { type: "publishPlan", plan }),
  ),
  planCommand({ name: "deletePlan", icon: Trash2, order: 36 }, "delete", "delete", {
    confirms: (ctx, plan) => planDeletion(ctx.t, plan),
  }),
];

const rateCommands = [
  rateCommand({ name: "editRate", icon: Pencil, order: 40, keys: "e" }, "edit", "edit", (ctx, rate) =>
    ctx.navigate(rateStepHref(4, rate)),
  ),
  rateCommand({ name: "associateEmail", icon: Mail, order: 41 }, "view", "email", (ctx, rate) =>
    ask(ctx, { type: "mails", rateId: rate.id }),
  ),
  rateCommand({ name: "cloneRate", icon: Copy, order: 42 }, "edit", "clone", (ctx, rate) =>
    ask(ctx, { type: "clone", ids: [String(rate.id)] }),
  ),
  rateCommand(
    {
      name: "deleteRate",
      icon: Trash2,
      order: 43,
      keys: "delete",
    },
    "delete",
    "delete",
    { confirms: (ctx, rate) => rateDeletion(ctx.t, rate) },
  ),
  rateCommand(
    {
      name: "toggleRate",
      icon: ToggleRight,
      order: 44,
      keys: "t",
    },
    "edit",
    "toggle",
    { confirms: (ctx, rate) => switchChange(rateToggle(ctx.t, rate)) },
  ),
  rateCommand({ name: "rateSummary", icon: FileText, order: 45 }, "view", null, (ctx, rate) =>
    ask(ctx, { type: "rateSummary", rateId: rate.id }),
  ),
  rateCommand({ name: "publishRate", icon: Send, order: 46, keys: "p" }, "publish", "publish", {
    confirms: (ctx, rate) => ratePublication(ctx.t, rate),
  }),
  rateCommand({ name: "generateUat", icon: Upload, order: 47 }, "publish", "generateUat", {
    confirms: (ctx, rate) => uatGeneration(ctx.t, rate),
  }),
];

/**
 * A payment line: its switch (in the user's regions), the update-payment-method modal, and adding a payment
 * method for its user type (§2: the user panel goes to step 4 with a user_id; a draft rate's edit, §4).
 */
const paymentCommand = (base: Base, surfaces: AnyCommand["surfaces"], rule: keyof typeof rateRules) => ({
  ...named(base),
  module: "products",
  pane: PRODUCT_LIST,
  requires: needs("edit"),
  surfaces,
  when: (ctx: CommandContext) => subjectKind(ctx) === "payment",
  enabled: selectedRateMay(rule),
});

const paymentCommands: AnyCommand[] = [
  {
    ...paymentCommand({ name: "togglePayment", icon: ToggleRight, order: 50 }, ["row"], "togglePayment"),
    // Shown on a payment card only (`when`), so the payment is there for the preview.
    ...confirmedChange((ctx) => {
      const { rate, payment } = selectedPayment(ctx) as NonNullable<ReturnType<typeof selectedPayment>>;
      return switchChange(paymentToggle(ctx.t, rate, payment));
    }),
  },
  {
    // Prices change only on a draft rate, as its other edits (§4).
    ...paymentCommand({ name: "updatePayment", icon: Wallet, order: 51 }, ["row", "palette"], "edit"),
    run: (ctx) => {
      const chosen = selectedPayment(ctx);
      if (chosen)
        ask(ctx, { type: "updatePayment", rateId: chosen.rate.id, paymentId: chosen.payment.paymentId });
    },
  },
  {
    ...paymentCommand({ name: "addPaymentMethod", icon: Plus, order: 52 }, ["row", "palette"], "edit"),
    run: (ctx) => {
      const chosen = selectedPayment(ctx);
      if (!chosen) return;
      ctx.navigate(rateStepHref(4, chosen.rate, chosen.payment.userTypeId));
    },
  },
];

export const listCommands: readonly AnyCommand[] = [...planCommands, ...rateCommands, ...paymentCommands];
