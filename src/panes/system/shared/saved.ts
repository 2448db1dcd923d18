import type { TFunction } from "i18next";
import { toast } from "sonner";
import { refreshSystem } from "./changes";
import type { FormMode } from "./dialogs";

const SAVED: Record<FormMode, string> = {
  create: "system.messages.created",
  edit: "system.messages.updated",
  duplicate: "system.messages.duplicated",
};

/** A save went through: 'Creado', 'Actualizado' or 'Duplicado', and every system list refreshes. */
export function announceSaved(t: TFunction, mode: FormMode): void {
  toast.success(t(SAVED[mode]));
  void refreshSystem();
}
