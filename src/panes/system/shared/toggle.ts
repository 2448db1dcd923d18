import type { TFunction } from "i18next";
import { toast } from "sonner";
import { confirmToggle } from "../../../kit/confirm-toggle";
import { refreshSystem } from "./changes";
import { errorText } from "./errors";

type Toggle = {
  t: TFunction;
  /** The switch command and the row: the switch's pending state is kept under them. */
  command: string;
  id: number;
  /** The flag after the change. */
  next: 0 | 1;
  /** i18n keys of the confirmation title: one to switch on, one to switch off; `name` is interpolated. */
  confirm: { on: string; off: string };
  /** i18n keys of the confirm button (default Activar / Desactivar). */
  buttons?: { on: string; off: string };
  name: string;
  /** What the change does, already translated (default: a generic line). */
  lines?: string[];
  call(next: 0 | 1): Promise<unknown>;
  /** The failure title ('El Usuario … no ha sido actualizado'); the server's reason goes below it. */
  failure: string;
};

const BUTTONS = { on: "system.actions.activate", off: "system.actions.deactivate" };

/** Spec 1 §4: a status switch asks first, shows the change at once, and the list reloads either way. */
export async function toggleStatus({
  t,
  command,
  id,
  next,
  confirm,
  buttons = BUTTONS,
  name,
  lines,
  call,
  failure,
}: Toggle): Promise<void> {
  await confirmToggle({
    key: `${command}:${id}`,
    next: next === 1,
    confirm: {
      title: t(next === 1 ? confirm.on : confirm.off, { name }),
      summary: lines ?? [t("system.messages.toggleImpact", { name })],
      confirmLabel: t(next === 1 ? buttons.on : buttons.off),
    },
    call: () => call(next),
    succeeded: () => toast.success(t("system.messages.updated")),
    failed: (error) => toast.error(failure, { description: errorText(t, error) }),
    settle: refreshSystem,
  });
}
