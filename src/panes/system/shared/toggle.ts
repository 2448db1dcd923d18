import type { TFunction } from "i18next";
import { toast } from "sonner";
import { requestConfirm } from "../../../commands/confirm";
import { markChanged } from "./changes";
import { errorText } from "./errors";

type Toggle = {
  t: TFunction;
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

/** Spec 1 §4: a status switch asks first; the list reloads after either outcome. */
export async function confirmToggle({
  t,
  next,
  confirm,
  buttons = BUTTONS,
  name,
  lines,
  call,
  failure,
}: Toggle): Promise<void> {
  const title = t(next === 1 ? confirm.on : confirm.off, { name });
  const confirmed = await requestConfirm({
    title,
    summary: lines ?? [t("system.messages.toggleImpact", { name })],
    confirmLabel: t(next === 1 ? buttons.on : buttons.off),
  });
  if (!confirmed) return;
  try {
    await call(next);
    toast.success(t("system.messages.updated"));
  } catch (error) {
    toast.error(failure, { description: errorText(t, error) });
  } finally {
    markChanged();
  }
}
