import { toast } from "sonner";
import { i18n } from "../i18n";
import { requestConfirm } from "./confirm";
import { type ContextOverrides, currentContext } from "./context";
import { openPalette } from "./palette/state";
import { availability, getCommand, isApplicable, isPermitted } from "./registry";
import type { CommandSource } from "./types";

export type ExecuteResult =
  | { status: "ran" }
  | { status: "unknown" | "denied" | "notApplicable" | "needsArgs" | "cancelled" }
  | { status: "disabled"; reason?: string }
  | { status: "failed"; error: unknown };

/**
 * Runs a command after checking again what the surface already filtered (permission, context, enablement):
 * a surface is never trusted. A command with `args` called without them opens its palette page; a `danger`
 * command asks for confirmation first. Failures are reported, never thrown.
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
  if (command.danger && !(await requestConfirm(command.danger(ctx, args)))) return { status: "cancelled" };
  try {
    await command.run(ctx, args);
    return { status: "ran" };
  } catch (error) {
    console.error(`Command ${id} failed`, error);
    toast.error(i18n.t("commands.errors.failed", { title: i18n.t(command.title) }));
    return { status: "failed", error };
  }
}
