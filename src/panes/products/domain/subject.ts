import type { CommandContext } from "../../../commands/types";
import type { FamilyView, PaymentView, PlanView, RateView } from "./model";

// What a plan or rate action acts on: the card the operator is on (the pane's selection) or the one a menu
// was opened on. Commands and menus read it the same way.

export type ListSubject =
  | { kind: "family"; family: FamilyView }
  | { kind: "plan"; plan: PlanView }
  | { kind: "rate"; rate: RateView }
  | { kind: "payment"; rate: RateView; payment: PaymentView };

const subjectOf = (ctx: Pick<CommandContext, "selection">): ListSubject | undefined => {
  const first = ctx.selection[0] as ListSubject | undefined;
  return first && typeof first === "object" && "kind" in first ? first : undefined;
};

export function selectedFamily(ctx: Pick<CommandContext, "selection">): FamilyView | undefined {
  const subject = subjectOf(ctx);
  return subject?.kind === "family" ? subject.family : undefined;
}

export function selectedPlan(ctx: Pick<CommandContext, "selection">): PlanView | undefined {
  const subject = subjectOf(ctx);
  return subject?.kind === "plan" ? subject.plan : undefined;
}

/** The rate of a rate card, or of a payment card inside it. */
export function selectedRate(ctx: Pick<CommandContext, "selection">): RateView | undefined {
  const subject = subjectOf(ctx);
  return subject?.kind === "rate" || subject?.kind === "payment" ? subject.rate : undefined;
}

export function selectedPayment(ctx: Pick<CommandContext, "selection">) {
  const subject = subjectOf(ctx);
  return subject?.kind === "payment" ? { rate: subject.rate, payment: subject.payment } : undefined;
}

export const subjectKind = (ctx: Pick<CommandContext, "selection">) => subjectOf(ctx)?.kind;
