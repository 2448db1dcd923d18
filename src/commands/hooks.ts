import { useMemo } from "react";
import { useStore } from "../lib/create-store";
import { usePaneContext } from "../workspace/pane-context";
import { useCommandContext } from "./context";
import { executeCommand } from "./execute";
import {
  type Availability,
  type AvailableCommand,
  availability,
  availableCommands,
  isApplicable,
  isPermitted,
  registryStore,
} from "./registry";
import type { AnyCommand, CommandContext, RowAction, Surface } from "./types";
import { keysOf, useUserBindings } from "./user-keys";

export function useRegistry(): readonly AnyCommand[] {
  return useStore(registryStore, (commands) => commands);
}

/** Commands of a surface for a context (default: the focused pane's), filtered and sorted. */
export function useCommands(surface: Surface, ctx?: CommandContext, pane?: string): AvailableCommand[] {
  const own = useCommandContext();
  const context = ctx ?? own;
  const commands = useRegistry();
  return useMemo(
    () => availableCommands(commands, surface, context, pane),
    [commands, surface, context, pane],
  );
}

/**
 * The data table's row actions for a pane kind: its 'row' commands. Each receives the rows it is run on as
 * `ctx.selection`; `disabled` reflects the pane's current selection. Inside a pane the pane id comes from
 * the pane host.
 */
export function useRowActions<T = unknown>(paneKind: string, paneId?: string): RowAction<T>[] {
  const host = usePaneContext();
  const id = paneId ?? host?.paneId;
  const ctx = useCommandContext(id);
  const commands = useCommands("row", ctx, paneKind);
  const bindings = useUserBindings();
  return useMemo(
    () =>
      // Not pre-disabled: `enabled` was judged on the pane's selection, but a row action targets the rows
      // its menu was opened on; executeCommand judges it again on those rows and says why when it refuses.
      commands.map(({ command }) => ({
        id: command.id,
        label: ctx.t(command.title),
        shortcut: keysOf(command, bindings),
        danger: command.confirm !== undefined,
        run: (rows: T[]) =>
          void executeCommand(command.id, "row", undefined, { paneId: id, selection: rows }),
      })),
    [commands, ctx, id, bindings],
  );
}

/**
 * The first of these commands the signed-in user may run: a row's editor, else its read-only view (the
 * list's Enter runs what its row menu offers).
 */
export function usePermittedCommand(ids: readonly string[]): string | undefined {
  const { session } = useCommandContext();
  const commands = useRegistry();
  return ids.find((id) => {
    const command = commands.find((candidate) => candidate.id === id);
    return command !== undefined && isPermitted(command, session);
  });
}

/**
 * Whether a control that runs a row command (a card's switch or button) is enabled: the command's own
 * `requires`, context and `enabled`, judged on the control's row, as the palette, its keys and
 * `executeCommand` judge it. A command the user may not run, or that does not apply there, is off.
 */
export function useCommandEnablement(id: string, paneId: string, row: unknown): Availability {
  const ctx = useCommandContext(paneId);
  const command = useRegistry().find((candidate) => candidate.id === id);
  if (!command) return { enabled: false };
  const rowCtx = { ...ctx, selection: [row] };
  if (!isPermitted(command, ctx.session) || !isApplicable(command, rowCtx)) return { enabled: false };
  return availability(command, rowCtx);
}
