import { Boxes, Layers, type LucideIcon, Megaphone, Package, Radio, Server, Settings } from "lucide-react";
import { type MouseEvent, useMemo } from "react";
import { can, type ModuleName } from "../permissions/catalog";
import { useSessionSnapshot } from "./context";
import { executeCommand } from "./execute";
import { useRegistry } from "./hooks";
import { isPermitted } from "./registry";
import type { AnyCommand, MenuSectionId, SessionSnapshot } from "./types";

// The side menu is derived from the registry's "open X" commands (their `menu` field), so the menu and the
// palette never drift. An entry shows when its command is permitted (spec 1 §6's menu↔module map lives in
// the pane kinds' modules); a section shows when any of its entries does, and when the user may view one of
// the modules the section itself needs (spec 1 §6: "system needs users or logs").

type MenuSection = { label: string; icon: LucideIcon; needs?: readonly ModuleName[] };

export const MENU_SECTIONS: Record<MenuSectionId, MenuSection> = {
  system: { label: "menu.sections.system", icon: Settings, needs: ["user", "logs"] },
  edges: { label: "menu.sections.edges", icon: Server },
  products: { label: "menu.sections.products", icon: Package },
  content: { label: "menu.sections.content", icon: Layers },
  apa: { label: "menu.sections.apa", icon: Megaphone },
  signals: { label: "menu.sections.signals", icon: Radio },
};

export type MenuEntry = {
  commandId: string;
  label: string;
  ariaLabel?: string;
  route: string;
  kind: string;
  icon: LucideIcon;
  indent: boolean;
};

export type MenuItem =
  | { type: "entry"; entry: MenuEntry }
  | { type: "section"; id: MenuSectionId; label: string; icon: LucideIcon; entries: MenuEntry[] };

function entryOf(command: AnyCommand): MenuEntry {
  const menu = command.menu as NonNullable<AnyCommand["menu"]>;
  return {
    commandId: command.id,
    label: menu.label,
    ariaLabel: menu.ariaLabel,
    route: menu.route,
    kind: menu.kind,
    icon: command.icon ?? Boxes,
    indent: menu.indent ?? false,
  };
}

function sectionShown(id: MenuSectionId | undefined, session: SessionSnapshot): boolean {
  const needs = id ? MENU_SECTIONS[id].needs : undefined;
  return !needs || needs.some((module) => can(session.user, module, "view"));
}

/** Labels are i18n keys; the component translates them. */
export function deriveMenu(commands: readonly AnyCommand[], session: SessionSnapshot): MenuItem[] {
  const visible = commands
    .filter((command) => command.menu && command.surfaces.includes("menu") && isPermitted(command, session))
    .filter((command) => sectionShown(command.menu?.section, session))
    .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
  const items: MenuItem[] = [];
  for (const command of visible) {
    const section = command.menu?.section;
    if (!section) {
      items.push({ type: "entry", entry: entryOf(command) });
      continue;
    }
    const existing = items.find((item) => item.type === "section" && item.id === section);
    if (existing?.type === "section") existing.entries.push(entryOf(command));
    else {
      const { label, icon } = MENU_SECTIONS[section];
      items.push({ type: "section", id: section, label, icon, entries: [entryOf(command)] });
    }
  }
  return items;
}

export function useMenu(): MenuItem[] {
  const commands = useRegistry();
  const session = useSessionSnapshot();
  return useMemo(() => deriveMenu(commands, session), [commands, session]);
}

/**
 * Menu links are real links (open in a new tab, copy address); a plain click runs the "open" command
 * instead, which replaces the focused pane's screen and keeps the rest of the workspace.
 */
export function onMenuLinkClick(event: MouseEvent<HTMLAnchorElement>, commandId: string): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  event.preventDefault();
  void executeCommand(commandId, "menu");
  return true;
}
