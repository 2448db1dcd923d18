import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DialogFrame } from "../../kit/dialog-frame";
import { Button } from "../../ui/button";
import { DialogClose } from "../../ui/dialog";
import { Kbd } from "../../ui/kbd";
import { paneKind } from "../../workspace/kinds";
import { useSessionSnapshot } from "../context";
import { groupLabelKey } from "../groups";
import { useRegistry } from "../hooks";
import { ariaKeyShortcuts, formatKeys } from "../keys";
import { compareCommands, isPermitted } from "../registry";
import type { AnyCommand } from "../types";
import { isRebindable, isRebound, keysOf, rebindRequest, useUserBindings } from "../user-keys";
import { closeCheatSheet, usePaletteState } from "./state";

/** Asks the rebind dialog for the command's keys; the sheet shows again when it closes. */
function changeKeys(command: AnyCommand) {
  closeCheatSheet();
  rebindRequest.set({ commandId: command.id, from: "cheatSheet" });
}

/**
 * Every shortcut this user may use, by module, with the user's own keys (each changeable from its row).
 * Opened with '?' (or the keys the user chose for it).
 */
export function CheatSheet() {
  const { t } = useTranslation();
  const open = usePaletteState((state) => state.cheatSheet);
  const commands = useRegistry();
  const session = useSessionSnapshot();
  const bindings = useUserBindings();
  const groups = useMemo(() => {
    const byModule = new Map<string, AnyCommand[]>();
    for (const command of [...commands].sort(compareCommands)) {
      if (!keysOf(command, bindings) || !isPermitted(command, session)) continue;
      byModule.set(command.module, [...(byModule.get(command.module) ?? []), command]);
    }
    return [...byModule];
  }, [commands, session, bindings]);

  return (
    <DialogFrame
      title={t("palette.shortcuts.title")}
      description={t("palette.shortcuts.description")}
      open={open}
      onClose={closeCheatSheet}
      size="lg"
      footer={
        <>
          {/* Something to focus inside the scrolling sheet, so the keyboard can scroll it. */}
          <DialogClose asChild>
            <Button variant="outline">{t("common.close")}</Button>
          </DialogClose>
        </>
      }
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {groups.map(([module, list]) => (
          <section key={module} aria-labelledby={`shortcuts-${module}`}>
            <h3 id={`shortcuts-${module}`} className="mb-2 text-sm font-semibold">
              {t(groupLabelKey(module))}
            </h3>
            <dl className="space-y-1.5">
              {list.map((command) => (
                <div key={command.id} className="flex items-center justify-between gap-3 text-sm">
                  <dt>
                    {t(command.title)}
                    {command.pane && (
                      <span className="ml-1 text-xs text-muted-foreground">
                        ({t("palette.shortcuts.inPane", { pane: t(paneKind(command.pane)?.title ?? "") })})
                      </span>
                    )}
                  </dt>
                  <dd className="flex shrink-0 items-center gap-1">
                    <ShortcutCaps keys={keysOf(command, bindings) as string} />
                    {isRebound(command, bindings) && (
                      <span className="text-xs text-muted-foreground">{t("palette.shortcuts.own")}</span>
                    )}
                    {isRebindable(command) && (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="h-6 px-1.5"
                        aria-label={t("palette.shortcuts.changeOf", { title: t(command.title) })}
                        onClick={() => changeKeys(command)}
                      >
                        {t("palette.shortcuts.change")}
                      </Button>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </DialogFrame>
  );
}

/** The keys as caps, read out in their aria form. */
function ShortcutCaps({ keys }: { keys: string }) {
  return (
    <>
      <span className="sr-only">{ariaKeyShortcuts(keys)}</span>
      {formatKeys(keys).map((cap) => (
        <Kbd key={cap} aria-hidden>
          {cap}
        </Kbd>
      ))}
    </>
  );
}
