import { AlertDialog } from "radix-ui";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button";
import { confirmStore, markConfirmHost, settleConfirm } from "./confirm";
import { useStore } from "./create-store";

/** Asks before a dangerous command runs, listing what it will do. Rendered by <Palette/>. */
export function ConfirmDialog() {
  const { t } = useTranslation();
  const pending = useStore(confirmStore, (state) => state);
  useEffect(() => markConfirmHost(), []);
  const info = pending?.info;
  return (
    <AlertDialog.Root open={pending !== null} onOpenChange={(open) => !open && settleConfirm(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-5 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">{info?.title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              {info?.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{t("common.cancel")}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="destructive" onClick={() => settleConfirm(true)}>
                {info?.confirmLabel ?? t("common.confirm")}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
