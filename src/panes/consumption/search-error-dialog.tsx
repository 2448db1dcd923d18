import { AlertDialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button";
import { useFocusReturn } from "../../ui/focus-return";

/**
 * Spec 1 §8: a failed search shows the translated code in an 'Error' dialog (as well as inline). Mounted
 * while shown; Enter or Escape closes it and focus goes back where it was (the search box).
 */
export function SearchErrorDialog({ message, onClose }: { message: string; onClose(): void }) {
  const { t } = useTranslation();
  const returnFocus = useFocusReturn();
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-5 shadow-lg"
        >
          <AlertDialog.Title className="text-lg font-semibold">
            {t("consumption.errors.title")}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm">{message}</AlertDialog.Description>
          <div className="flex justify-end">
            {/* Cancel, not Action: the alert dialog focuses it on open, so Enter acknowledges. */}
            <AlertDialog.Cancel asChild>
              <Button>{t("consumption.errors.accept")}</Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
