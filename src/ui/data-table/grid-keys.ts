import type { KeyboardEvent } from "react";
import { matchesShortcut } from "./shortcut";
import type { RowAction } from "./types";

export type GridCommands<Row> = {
  count: number;
  /** Active row, -1 before the grid was used. */
  active: number;
  pageSize: number;
  selectable: boolean;
  actions: readonly RowAction<Row>[];
  moveTo: (index: number, extend: boolean) => void;
  toggle: (index: number) => void;
  selectAll: () => void;
  /** Returns false when there was nothing to clear (Escape then goes on to the page). */
  clear: () => boolean;
  activate: (index: number) => void;
  openMenu: (index: number) => void;
  runAction: (action: RowAction<Row>, index: number) => void;
};

/** Grid keyboard model; returns whether the key was handled. Keys on inner controls are left alone. */
export function handleGridKey<Row>(event: KeyboardEvent<HTMLElement>, grid: GridCommands<Row>): boolean {
  if (event.target !== event.currentTarget || grid.count === 0) return false;
  const at = Math.min(Math.max(grid.active, 0), grid.count - 1);
  const extend = event.shiftKey && grid.selectable;
  const mod = event.ctrlKey || event.metaKey;
  const action = grid.actions.find((a) => a.shortcut && !a.disabled && matchesShortcut(event, a.shortcut));
  if (action) {
    grid.runAction(action, at);
    return true;
  }
  switch (event.key) {
    case "ArrowDown":
      grid.moveTo(grid.active < 0 ? 0 : at + 1, extend);
      return true;
    case "ArrowUp":
      grid.moveTo(at - 1, extend);
      return true;
    case "PageDown":
      grid.moveTo(at + grid.pageSize, extend);
      return true;
    case "PageUp":
      grid.moveTo(at - grid.pageSize, extend);
      return true;
    case "Home":
      grid.moveTo(0, extend);
      return true;
    case "End":
      grid.moveTo(grid.count - 1, extend);
      return true;
    case " ":
      if (!grid.selectable) return false;
      grid.toggle(at);
      return true;
    case "a":
    case "A":
      if (!mod || !grid.selectable) return false;
      grid.selectAll();
      return true;
    case "Escape":
      return grid.clear();
    case "Enter":
      grid.activate(at);
      return true;
    case "ContextMenu":
      grid.openMenu(at);
      return true;
    case "F10":
      if (!event.shiftKey) return false;
      grid.openMenu(at);
      return true;
    default:
      return false;
  }
}
