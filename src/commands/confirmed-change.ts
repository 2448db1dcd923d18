import { requestConfirm } from "./confirm";
import type { Command, CommandContext, ImpactPreview } from "./types";

/** A change that asks first: what it will do (shown before it runs) and doing it, already confirmed. */
export type ConfirmableChange = { preview: ImpactPreview; apply(): Promise<unknown> };

/**
 * A command's confirmed change, declared: the registry knows the command confirms (its `confirm`), the
 * confirmation shows `preview` and, once given, runs `apply`. `changeOf` is read when the confirmation opens
 * and again when it runs, on the same context.
 */
export function confirmedChange<A = void>(
  changeOf: (ctx: CommandContext, args: A) => ConfirmableChange,
): Pick<Command<A>, "confirm" | "run"> {
  return {
    confirm: { reason: false, preview: (ctx, args) => changeOf(ctx, args).preview },
    run: async (ctx, args) => {
      await changeOf(ctx, args).apply();
    },
  };
}

/** The same change asked for outside a command (a screen's own control): true once it was confirmed. */
export async function confirmAndApply(change: ConfirmableChange): Promise<boolean> {
  if (!(await requestConfirm(change.preview))) return false;
  await change.apply();
  return true;
}
