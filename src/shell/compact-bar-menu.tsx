import { Keyboard, LogOut, MoreVertical, UserRound } from "lucide-react";
import { Popover } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { openCheatSheet } from "../commands";
import { executeCommand } from "../commands/execute";
import { signOut } from "../session/actions";
import { session } from "../session/store";
import { Button } from "../ui/button";
import { LanguageSwitch } from "./language-switch";
import { ScopeSelectors } from "./scope-selectors";

/** The profile module's "open" command (commands are reached by id, never by importing their module). */
const OPEN_PROFILE = "profile.openOwn";

const ROW = "flex w-full items-center justify-start gap-2";

/**
 * The top bar's controls on a narrow screen (below 1024 px), behind one button: region and tenant,
 * language, shortcuts, profile and sign-out stay reachable without the bar overflowing.
 */
export function CompactBarMenu() {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const [open, setOpen] = useState(false);
  if (!user) return null;
  const run = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={t("shell.moreMenu")} title={t("shell.moreMenu")}>
          <MoreVertical />
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          aria-label={t("shell.moreMenu")}
          className="z-50 grid w-72 max-w-[calc(100vw-1rem)] gap-3 rounded-md border bg-background p-3 shadow-md"
        >
          <p className="truncate text-sm font-medium">
            {user.fullname || user.name}
            <span className="block truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          </p>
          <ScopeSelectors className="grid grid-cols-2 [&>select]:w-full" />
          <LanguageSwitch className="justify-self-start" />
          <div className="grid gap-1 border-t pt-2">
            <Button variant="ghost" size="sm" className={ROW} onClick={run(() => openCheatSheet())}>
              <Keyboard /> {t("shell.shortcuts")}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className={ROW}
              onClick={run(() => void executeCommand(OPEN_PROFILE, "menu"))}
            >
              <UserRound /> {t("shell.profile")}
            </Button>
            <Button variant="ghost" size="sm" className={ROW} onClick={run(() => void signOut())}>
              <LogOut /> {t("session.logout")}
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
