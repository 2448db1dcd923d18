import { useTranslation } from "react-i18next";
import { Toaster } from "sonner";

const TOAST_LIST = "[data-sonner-toaster]";

/** How long a toast stays when its caller does not say otherwise (spec 2 §9: 5000 ms). */
export const TOAST_DURATION_MS = 5000;

/**
 * The console's toasts: bottom right, clear of the top bar and every pane toolbar. Sonner's own Alt+T
 * listener is switched off (`hotkey={[]}`): it fired on any chord holding Alt and T, Alt+Shift+T (terminate)
 * included, and trapped focus in the list. The key binder owns Alt+T instead (general.focusNotifications).
 */
/** `keys`: the focusing shortcut as the user has it ('Alt+T'), named in the list's label. */
export function AppToaster({ keys }: { keys?: string }) {
  const { t } = useTranslation();
  return (
    <Toaster
      position="bottom-right"
      richColors
      closeButton
      hotkey={[]}
      duration={TOAST_DURATION_MS}
      containerAriaLabel={keys ? t("common.notificationsWithKeys", { keys }) : t("common.notifications")}
      toastOptions={{ closeButtonAriaLabel: t("common.closeNotification") }}
    />
  );
}

/** Moves focus into the visible toasts (Escape or Tab away hands it back); false when there are none. */
export function focusToasts(): boolean {
  const list = document.querySelector<HTMLElement>(TOAST_LIST);
  if (!list) return false;
  list.focus();
  return true;
}
