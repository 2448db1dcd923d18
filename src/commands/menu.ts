import { Boxes, type LucideIcon } from "lucide-react";
import { type MouseEvent, useMemo } from "react";
import { idRegistry } from "../lib/id-registry";
import { can, type ModuleName } from "../permissions/catalog";
import { useSessionSnapshot } from "./context";
import { executeCommand } from "./execute";
import { useRegistry } from "./hooks";
import type { MenuSlot } from "./module";
import { isPermitted } from "./registry";
import type { AnyCommand, SessionSnapshot } from "./types";

// The side menu is derived from the registry's "open X" commands (their `menu` field), so the menu and the
// palette never drift. An entry shows when its command is permitted (spec 1 §6's menu↔module map lives in
// the screens' `requires`); a section shows when any of its entries does. Sections and the slots after the
// entries are declared by the modules' manifests.

export type MenuSection = { id: string; label: string; icon: LucideIcon; needs?: readonly ModuleName[] };

const sections = idRegistry<MenuSection>((id) => `Menu section "${id}" is already registered`);
const slots: MenuSlot[] = [];

/** Throws on a taken id. Returns a disposer. */
export function registerMenuSections(list: readonly MenuSection[]): () => void {
  return sections.register(list);
}

export const menuSection = sections.get;
export const menuSections = sections.all;

export function registerMenuSlot(slot: MenuSlot): () => void {
  slots.push(slot);
  return () => {
    const at = slots.indexOf(slot);
    if (at >= 0) slots.splice(at, 1);
  };
}

export function menuSlots(): readonly MenuSlot[] {
  return slots;
}

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
  | { type: "section"; id: string; label: string; icon: LucideIcon; entries: MenuEntry[] };

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

/** A section with `needs` shows only to a user who may view one of those modules. */
function sectionShown(id: string | undefined, session: SessionSnapshot): boolean {
  const needs = id === undefined ? undefined : menuSection(id)?.needs;
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
    const section = command.menu?.section ? menuSection(command.menu.section) : undefined;
    if (!section) {
      items.push({ type: "entry", entry: entryOf(command) });
      continue;
    }
    const existing = items.find((item) => item.type === "section" && item.id === section.id);
    if (existing?.type === "section") existing.entries.push(entryOf(command));
    else {
      const { id, label, icon } = section;
      items.push({ type: "section", id, label, icon, entries: [entryOf(command)] });
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
