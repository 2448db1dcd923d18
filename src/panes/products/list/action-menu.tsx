import { MoreHorizontal } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useCommandContext } from "../../../commands/context";
import { runOnRow } from "../../../commands/execute";
import { useRegistry } from "../../../commands/hooks";
import { availableCommands } from "../../../commands/registry";
import { Button } from "../../../ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../../ui/dropdown-menu";
import type { ListSubject } from "../domain/subject";
import { PRODUCT_LIST } from "../kinds";

type Props = { paneId: string; subject: ListSubject; label: string };

/**
 * A plan's or rate's action menu: the list's row commands that apply to it, each enabled by the same rule
 * its palette command uses, a disabled one saying why.
 */
export function ActionMenu({ paneId, subject, label }: Props) {
  const { t } = useTranslation();
  const ctx = useCommandContext(paneId);
  const commands = useRegistry();
  const entries = useMemo(
    () => availableCommands(commands, "row", { ...ctx, selection: [subject] }, PRODUCT_LIST),
    [commands, ctx, subject],
  );
  if (entries.length === 0) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="icon" variant="ghost" aria-label={label} className="size-7">
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" aria-label={label}>
        {entries.map(({ command, enabled, reason }) => {
          const Icon = command.icon;
          return (
            <DropdownMenuItem
              key={command.id}
              disabled={!enabled}
              onSelect={() => runOnRow(command.id, paneId, subject)}
            >
              {Icon && <Icon aria-hidden />}
              <span>{t(command.title)}</span>
              {!enabled && reason && (
                <span className="ml-auto pl-3 text-xs text-muted-foreground">{t(reason)}</span>
              )}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
