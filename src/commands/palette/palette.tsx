import { Dialog } from "radix-ui";
import { useCallback, useRef } from "react";
import { useTranslation } from "react-i18next";
import { OVER_DIALOGS } from "../../ui/dialog";
import { ConfirmDialog } from "../confirm-dialog";
import { CheatSheet } from "./cheat-sheet";
import { PaletteBody } from "./palette-body";
import { closePalette, usePaletteState } from "./state";

/**
 * The command palette, its cheat sheet and the confirmation dialog of dangerous commands. Mount once at the
 * app root, next to <KeyBindings/>. Opened with Ctrl/⌘+K (the `general.openPalette` command).
 */
export function Palette() {
  const { t } = useTranslation();
  const open = usePaletteState((state) => state.open);
  const pending = useRef<(() => void) | null>(null);

  // A chosen action runs once the dialog has closed and handed focus back, so a command that moves focus
  // (opening a pane, a confirmation) is not undone by the dialog's focus restoration.
  const flush = useCallback(() => {
    const run = pending.current;
    pending.current = null;
    run?.();
  }, []);
  const runAfterClose = useCallback(
    (run: () => void) => {
      pending.current = run;
      closePalette();
      setTimeout(flush, 100);
    },
    [flush],
  );

  return (
    <>
      <Dialog.Root open={open} onOpenChange={(next) => !next && closePalette()}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <Dialog.Content
            className="fixed top-[12vh] left-1/2 z-50 w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-lg border bg-background shadow-xl"
            onCloseAutoFocus={() => setTimeout(flush, 0)}
            {...{ [OVER_DIALOGS]: "" }}
          >
            <Dialog.Title className="sr-only">{t("palette.label")}</Dialog.Title>
            <Dialog.Description className="sr-only">{t("palette.description")}</Dialog.Description>
            <PaletteBody runAfterClose={runAfterClose} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <CheatSheet />
      <ConfirmDialog />
    </>
  );
}
