import type { TFunction } from "i18next";
import { toast } from "sonner";
import { type DemoRole, deleteDemoRole, fetchDemoRole, updateDemoRole } from "../../../api/dummy";
import type { ToggleChange } from "../../../kit/confirm-toggle";
import { serverText } from "../../../kit/zod-form";
import { refreshDemoRoles } from "./refresh";
import { withActive } from "./role-form";

/** The role switch's command: its name in the module's commands, and its id. */
export const TOGGLE_ROLE_NAME = "toggleRole";
export const TOGGLE_ROLE = `dummy.${TOGGLE_ROLE_NAME}`;

/**
 * Spec 2 §4 role status change: confirmation, load the role, set active, update. The switch shows the new
 * state at once and goes back if any step fails ('Error cargando datos.' when the role cannot be loaded).
 */
export function demoRoleToggle(t: TFunction, row: DemoRole): ToggleChange {
  const next = row.active === 1 ? 0 : 1;
  return {
    key: `${TOGGLE_ROLE}:${row.role_id}`,
    next: next === 1,
    confirm: {
      title: t(next === 1 ? "dummy.confirm.activate" : "dummy.confirm.deactivate", { name: row.title }),
      summary: [t("dummy.confirm.statusImpact", { name: row.name })],
      confirmLabel: t(next === 1 ? "dummy.actions.activate" : "dummy.actions.deactivate"),
    },
    call: async () => {
      let loaded: DemoRole;
      try {
        loaded = await fetchDemoRole(row.role_id);
      } catch (error) {
        throw new LoadError(error);
      }
      return updateDemoRole(row.role_id, withActive(loaded, next));
    },
    succeeded: () => toast.success(t("dummy.messages.updated")),
    failed: (error) =>
      toast.error(
        error instanceof LoadError
          ? `${t("common.errorLoading")} ${serverText(t, error.cause)}`
          : `${t("dummy.messages.not_updated")} ${serverText(t, error)}`,
      ),
    settle: refreshDemoRoles,
  };
}

/** The role could not be loaded (the first step of a status change). */
class LoadError extends Error {
  constructor(readonly cause: unknown) {
    super("load failed");
  }
}

export async function deleteDemoRoles(
  t: TFunction,
  rows: readonly DemoRole[],
  reason: string,
): Promise<void> {
  try {
    for (const row of rows) await deleteDemoRole(row.role_id, reason);
    toast.success(t("dummy.messages.deleted", { count: rows.length }));
  } finally {
    await refreshDemoRoles();
  }
}
