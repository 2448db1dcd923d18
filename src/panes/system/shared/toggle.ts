import type { TFunction } from "i18next";
import { toast } from "sonner";
import type { ToggleChange } from "../../../kit/confirm-toggle";
import { refreshSystem } from "./changes";
import type { EntityActions } from "./entity";
import { errorText } from "./errors";

const CONFIRMS = { on: "confirmActivate", off: "confirmDeactivate" };
const BUTTONS = { on: "system.actions.activate", off: "system.actions.deactivate" };

/**
 * Spec 1 §4: a row's status switch asks first (`system.<list>.confirmActivate` / `confirmDeactivate`, or
 * the list's own keys), shows the change at once, and the list reloads either way; a failure says
 * `system.<list>.notUpdated` with the server's reason below.
 */
export function toggleChange<Row>(t: TFunction, entity: EntityActions<Row>, row: Row): ToggleChange {
  const { switched, plural } = entity;
  const next = switched.flag(row) === 1 ? 0 : 1;
  const name = switched.name(row);
  const confirm = switched.confirm ?? {
    on: `system.${plural}.${CONFIRMS.on}`,
    off: `system.${plural}.${CONFIRMS.off}`,
  };
  const buttons = switched.buttons ?? BUTTONS;
  return {
    key: `${entity.toggleId}:${entity.id(row)}`,
    next: next === 1,
    confirm: {
      title: t(next === 1 ? confirm.on : confirm.off, { name }),
      summary: switched.lines?.(t, row, next) ?? [t("system.messages.toggleImpact", { name })],
      confirmLabel: t(next === 1 ? buttons.on : buttons.off),
    },
    call: () => switched.call(row, next),
    succeeded: () => toast.success(t("system.messages.updated")),
    failed: (error) =>
      toast.error(t(`system.${plural}.notUpdated`, { name }), { description: errorText(t, error) }),
    settle: refreshSystem,
  };
}
