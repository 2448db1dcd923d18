import type { CommandContext } from "../../../commands/types";
import type { PromotionState } from "../../../contract/products/promotions";

// Between the promotion commands and the form pane (src/workspace/intents.ts): the form publishes what it shows;
// commands ask it to save or publish (the form runs both, so its state is never lost on a failure).

export type PromotionRequest = { type: "save" } | { type: "publish" };

/** What the form shows: its promotion id once saved, and its state ('new' before the first save). */
export type ShownPromotion = { promotionId: number | undefined; state: PromotionState | "new" };

export function shownPromotion(ctx: Pick<CommandContext, "pane">): ShownPromotion | undefined {
  const data = ctx.pane?.data as Partial<ShownPromotion> | undefined;
  return typeof data?.state === "string" ? (data as ShownPromotion) : undefined;
}
