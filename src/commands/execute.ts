import type { TFunction } from "i18next";
import { toast } from "sonner";
import { i18n } from "../i18n";
import { requestConfirmation } from "./confirm";
import { type ContextOverrides, currentContext } from "./context";
import { openPalette } from "./palette/state";
import { availability, getCommand, isApplicable, isPermitted } from "./registry";
import type { AnyCommand, CommandContext, CommandSource } from "./types";

export type ExecuteResult =
  | { status: "ran" }
  | { status: "unknown" | "denied" | "notApplicable" | "needsArgs" | "cancelled" }
  | { status: "disabled"; reason?: string }
  | { status: "failed"; error: unknown };

/** A declared confirmation: the impact is computed now, the action runs from the dialog with the reason. */
async function runConfirmed(command: AnyCommand, ctx: CommandContext, args: unknown): Promise<boolean> {
  const confirm = command.confirm;
  if (!confirm) return false;
  const t = i18n.t.bind(i18n) as TFunction;
  return requestConfirmation(
    {
      preview: confirm.preview(ctx, args),
      reason: confirm.reason,
      fields: confirm.fields?.map((field) => ({ ...field, label: t(field.label) })),
      submit: async (confirmed) => command.run(ctx, args, confirmed),
      failure: (error) => confirm.failure?.(error, t) ?? t("commands.confirm.failed"),
    },
    { reason: t("commands.confirm.reason") },
  );
}

/**
 * Runs a command after checking again what the surface already filtered (permission, context, enablement):
 * a surface is never trusted. A command with `args` called without them opens its palette page; a command
 * declaring a confirmation shows its impact (and asks its reason) first. Failures are reported, never thrown.
 */
export async function executeCommand(
  id: string,
  source: CommandSource,
  args?: unknown,
  overrides?: ContextOverrides,
): Promise<ExecuteResult> {
  const command = getCommand(id);
  const feedback = source !== "api";
  if (!command) return { status: "unknown" };
  const ctx = currentContext(overrides);
  if (!isPermitted(command, ctx.session)) {
    if (feedback) toast.warning(i18n.t("commands.errors.denied"));
    return { status: "denied" };
  }
  if (!isApplicable(command, ctx)) return { status: "notApplicable" };
  const state = availability(command, ctx);
  if (!state.enabled) {
    if (feedback) toast.info(i18n.t(state.reason ?? "commands.errors.disabled"));
    return { status: "disabled", reason: state.reason };
  }
  if (command.args && args === undefined) {
    openPalette({ commandId: command.id });
    return { status: "needsArgs" };
  }
  try {
    if (command.confirm)
      return (await runConfirmed(command, ctx, args)) ? { status: "ran" } : { status: "cancelled" };
    await command.run(ctx, args);
    return { status: "ran" };
  } catch (error) {
    console.error(`Command ${id} failed`, error);
    toast.error(i18n.t("commands.errors.failed", { title: i18n.t(command.title) }));
    return { status: "failed", error };
  }
}

/** Runs a row command on one row of a pane (a cell's button, a card's action, a row's menu entry). */
export function runOnRow(id: string, paneId: string, row: unknown): void {
  void executeCommand(id, "row", undefined, { paneId, selection: [row] });
}
