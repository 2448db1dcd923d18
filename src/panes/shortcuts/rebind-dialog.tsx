import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { errorMessage } from "../../api/error-message";
import { refreshShortcuts, resetShortcut, setShortcut } from "../../api/shortcuts";
import { useSessionSnapshot } from "../../commands/context";
import { useRegistry } from "../../commands/hooks";
import { formatKeysText, keysFromEvent } from "../../commands/keys";
import { openCheatSheet } from "../../commands/palette/state";
import { getCommand, isPermitted } from "../../commands/registry";
import { type ShortcutConflict, shortcutConflict } from "../../commands/shortcut-conflicts";
import type { AnyCommand } from "../../commands/types";
import { isRebound, keysOf, rebindRequest, useUserBindings } from "../../commands/user-keys";
import { DialogFrame } from "../../kit/dialog-frame";
import { useStore } from "../../lib/create-store";
import { Button } from "../../ui/button";

/** The global that shows the rebind dialog while a surface asks for one (the cheat sheet, the palette). */
export function RebindHost() {
  const request = useStore(rebindRequest, (value) => value);
  const command = request ? getCommand(request.commandId) : undefined;
  if (!request || !command) return null;
  const close = () => {
    rebindRequest.set(null);
    if (request.from === "cheatSheet") openCheatSheet();
  };
  return <RebindDialog key={request.commandId} command={command} onClose={close} />;
}

// Keys that move through the dialog and leave it: never captured, so the keyboard alone reaches its buttons.
const PASSED_ON = new Set(["Tab", "Escape"]);

type Props = { command: AnyCommand; onClose(): void };

/**
 * Captures a chord for a command and shows, before anything is saved, what it would collide with (another
 * command where both act, the browser, the data table): a conflicting chord cannot be saved. The default is
 * restored the same way, refused too while another command holds it.
 */
function RebindDialog({ command, onClose }: Props) {
  const { t } = useTranslation();
  const session = useSessionSnapshot();
  const registry = useRegistry();
  const bindings = useUserBindings();
  const [captured, setCaptured] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const current = keysOf(command, bindings);
  const usable = registry.filter((other) => isPermitted(other, session));
  const conflict = captured ? shortcutConflict(command, captured, usable) : undefined;
  const defaultConflict =
    command.keys && isRebound(command, bindings)
      ? shortcutConflict(command, command.keys, usable)
      : undefined;
  const title = t(command.title);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (PASSED_ON.has(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) return;
    // Taken here: neither the binder nor the browser acts on a chord being chosen.
    event.preventDefault();
    event.stopPropagation();
    const keys = keysFromEvent(event.nativeEvent);
    if (keys) setCaptured(keys);
  };

  const change = async (write: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await write();
      await refreshShortcuts();
      toast.success(done);
      onClose();
    } catch (error) {
      setFailure(errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      title={t("shortcuts.dialog.title", { title })}
      description={t("shortcuts.dialog.description")}
      busy={busy}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" disabled={busy} onClick={onClose}>
            {t("shortcuts.dialog.cancel")}
          </Button>
          <Button
            variant="outline"
            disabled={busy || !isRebound(command, bindings) || defaultConflict !== undefined}
            onClick={() =>
              change(() => resetShortcut(command.id), t("shortcuts.dialog.resetDone", { title }))
            }
          >
            {t("shortcuts.dialog.reset")}
          </Button>
          <Button
            disabled={busy || !captured || captured === current || conflict !== undefined}
            onClick={() =>
              captured &&
              change(() => setShortcut(command.id, captured), t("shortcuts.dialog.saved", { title }))
            }
          >
            {t("shortcuts.dialog.save")}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm">
        <p>
          {current
            ? t("shortcuts.dialog.current", { keys: formatKeysText(current) })
            : t("shortcuts.dialog.currentNone")}
          {command.keys && isRebound(command, bindings) && (
            <> {t("shortcuts.dialog.default", { keys: formatKeysText(command.keys) })}</>
          )}
        </p>
        <label htmlFor="shortcut-capture" className="block font-medium">
          {t("shortcuts.dialog.capture")}
        </label>
        <input
          id="shortcut-capture"
          readOnly
          value={captured ? formatKeysText(captured) : ""}
          placeholder={t("shortcuts.dialog.press")}
          onKeyDown={onKeyDown}
          className="h-9 w-full rounded-md border bg-background px-3 font-mono focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        {conflict && <ConflictLine conflict={conflict} />}
        {defaultConflict && !conflict && (
          <p className="text-muted-foreground">
            {t("shortcuts.dialog.defaultTaken", { keys: formatKeysText(command.keys as string) })}{" "}
            <ConflictText conflict={defaultConflict} />
          </p>
        )}
        {failure && (
          <p role="alert" className="text-destructive">
            {failure}
          </p>
        )}
      </div>
    </DialogFrame>
  );
}

function ConflictLine({ conflict }: { conflict: ShortcutConflict }) {
  return (
    <p role="alert" className="rounded-md border border-destructive/50 p-2 text-destructive">
      <ConflictText conflict={conflict} />
    </p>
  );
}

function ConflictText({ conflict }: { conflict: ShortcutConflict }) {
  const { t } = useTranslation();
  if (conflict.with === "command")
    return <>{t("shortcuts.conflict.command", { title: t(conflict.command.title) })}</>;
  if (conflict.with === "library")
    return <>{t("shortcuts.conflict.library", { library: conflict.library })}</>;
  return <>{t(`shortcuts.conflict.${conflict.with}`)}</>;
}
