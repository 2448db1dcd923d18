import { type RefObject, useRef } from "react";
import { useTranslation } from "react-i18next";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from "../dropdown-menu";
import { formatShortcut } from "./shortcut";
import type { RowAction } from "./types";

/**
 * `run` runs an action on the rows the menu was opened on (a selected range may first be read from the
 * server); `keyboard`: opened from the keyboard, so the first item takes focus at once.
 */
export type MenuTarget<Row> = { index: number; run: (action: RowAction<Row>) => void; keyboard: boolean };

const FIRST_ITEM = '[role="menuitem"]:not([data-disabled])';

type Props<Row> = {
  actions: readonly RowAction<Row>[];
  target: MenuTarget<Row>;
  /** Position of the target row inside the rows window. */
  top: number;
  height: number;
  onClose: () => void;
  gridRef: RefObject<HTMLElement | null>;
};

/**
 * One action menu for the whole table, mounted while open and anchored to the target row (rows come and
 * go while scrolling, so no row owns it). Opened by the row's button, a right click, the context-menu key
 * or Shift+F10.
 */
export function RowMenu<Row>({ actions, target, top, height, onClose, gridRef }: Props<Row>) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement | null>(null);
  // Radix hands focus back only after a timeout once the menu is gone: a key pressed meanwhile (Escape then
  // Enter at typing speed) would land on the page body and be lost. The grid takes the keyboard back as the
  // menu closes, unless the chosen action already moved focus elsewhere (a dialog, another pane).
  const close = () => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || content.current?.contains(focused))
      gridRef.current?.focus({ preventScroll: true });
    onClose();
  };
  // Anchored at the right edge of the part of the grid in view: a grid scrolled sideways (or wider than
  // its pane) would otherwise put the menu off screen.
  const grid = gridRef.current;
  const right = grid ? Math.max(0, grid.scrollWidth - grid.scrollLeft - grid.clientWidth) + 4 : 4;
  return (
    <DropdownMenu open onOpenChange={(open) => !open && close()}>
      <DropdownMenuTrigger asChild>
        <span
          aria-hidden="true"
          tabIndex={-1}
          className="pointer-events-none absolute w-8"
          style={{ top, height, right }}
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        ref={(node) => {
          content.current = node;
          // The grid swallowed the opening key, so Radix does not know a keyboard opened the menu.
          if (node && target.keyboard)
            requestAnimationFrame(() => node.querySelector<HTMLElement>(FIRST_ITEM)?.focus());
        }}
        align="end"
        aria-label={t("table.rowActions")}
        // Focus went back as the menu closed (see close): a late return could take it from where the user went since.
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        {actions.map((action) => (
          <DropdownMenuItem
            key={action.id}
            disabled={action.disabled}
            variant={action.danger ? "destructive" : "default"}
            onSelect={() => target.run(action)}
          >
            {action.label}
            {action.shortcut && (
              <DropdownMenuShortcut>{formatShortcut(action.shortcut)}</DropdownMenuShortcut>
            )}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
