import { useEffect, useRef } from "react";
import { type ConfirmableChange, confirmedChange } from "../commands/confirmed-change";
import type { AnyCommand, CommandContext } from "../commands/types";

// A screen's or dialog's buttons as commands: a shown button registers, in its scope (a pane's id, a dialog's
// name), whether it is enabled now and what it does; its command reads the same entry, so the palette and the
// keyboard run the button's own handler (or its declared confirmation) under the button's own enablement.

/** What a button does: at once, or a change that asks first. */
export type ButtonAction = { enabled: boolean } & (
  | { run(): unknown; change?: undefined }
  | { change(): ConfirmableChange; run?: undefined }
);

const registered = new Map<string, ButtonAction>();
const keyOf = (scope: string, button: string) => `${scope}\u0000${button}`;

/** The entry a scope's button registered, while the button is shown. */
export function buttonAction(scope: string | undefined, button: string): ButtonAction | undefined {
  return scope === undefined ? undefined : registered.get(keyOf(scope, button));
}

/** Registers a button's action while it is shown (scope null: not offered, the user cannot use it). */
export function useButtonAction(scope: string | null, button: string, action: ButtonAction): void {
  const latest = useRef(action);
  latest.current = action;
  const { enabled } = action;
  const asks = action.change !== undefined;
  useEffect(() => {
    if (scope === null) return;
    const key = keyOf(scope, button);
    registered.set(key, {
      enabled,
      ...(asks
        ? { change: () => (latest.current.change as () => ConfirmableChange)() }
        : { run: () => latest.current.run?.() }),
    } as ButtonAction);
    return () => {
      registered.delete(key);
    };
  }, [scope, button, enabled, asks]);
}

type ButtonCommandSpec = Omit<AnyCommand, "when" | "enabled" | "run" | "confirm" | "surfaces"> & {
  /** The button's name in its scope. */
  button: string;
  /** Where the button is registered, seen from the command's context (its pane, its dialog). */
  scope(ctx: CommandContext): string | undefined;
  /** i18n key of why the command is disabled while the button is. */
  reason: string;
  /** The button asks first (it registers a `change`): the command declares the same confirmation. */
  asks?: boolean;
};

/** A button's command: offered while the button is shown, disabled (with `reason`) while the button is. */
export function buttonCommand({ button, scope, reason, asks, ...command }: ButtonCommandSpec): AnyCommand {
  const action = (ctx: CommandContext) => buttonAction(scope(ctx), button);
  const declared = confirmedChange((ctx) => {
    const change = action(ctx)?.change;
    if (!change) throw new Error(`${command.id} asks no confirmation`);
    return change();
  });
  return {
    ...command,
    surfaces: ["palette"],
    when: (ctx) => action(ctx) !== undefined,
    enabled: (ctx) => action(ctx)?.enabled || { reason },
    ...(asks ? declared : { run: (ctx: CommandContext) => void action(ctx)?.run?.() }),
  } as AnyCommand;
}
