import { LogOut, Save, UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { executeCommand } from "../commands/execute";
import { signOut } from "../session/actions";
import { session } from "../session/store";
import { Button } from "../ui/button";

/** The profile module's "open" command (commands are reached by id, never by importing their module). */
const OPEN_PROFILE = "profile.openOwn";
const SAVE_WORKSPACE = "workspaces.saveLayout";

const ITEM =
  "flex cursor-default items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-accent";

/** The signed-in user's name (spec 1 §2) with their profile and sign-out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  if (!user) return null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${t("shell.userMenu")}: ${user.fullname || user.name}`}
        >
          <UserRound />
          <span className="max-w-40 truncate">{user.fullname || user.name}</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          className="z-50 min-w-44 rounded-md border bg-background p-1 shadow-md"
        >
          <DropdownMenu.Label className="px-2 py-1 text-xs text-muted-foreground">
            {user.email}
          </DropdownMenu.Label>
          <DropdownMenu.Item className={ITEM} onSelect={() => void executeCommand(OPEN_PROFILE, "menu")}>
            <UserRound className="size-4" /> {t("shell.profile")}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={ITEM} onSelect={() => void executeCommand(SAVE_WORKSPACE, "menu")}>
            <Save className="size-4" /> {t("shell.saveWorkspace")}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={ITEM} onSelect={() => void signOut()}>
            <LogOut className="size-4" /> {t("session.logout")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
