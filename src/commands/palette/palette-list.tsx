import {
  defaultRangeExtractor,
  observeElementRect,
  type Range,
  useVirtualizer,
} from "@tanstack/react-virtual";
import { Command } from "cmdk";
import { ChevronRight } from "lucide-react";
import { type CSSProperties, useCallback, useLayoutEffect, useRef } from "react";
import { cn } from "../../ui/cn";
import { Kbd } from "../../ui/kbd";
import { ariaKeyShortcuts, formatKeys } from "../keys";
import { useCommandKeys } from "../user-keys";
import type { PaletteModel, PaletteOption } from "./rows";

// A notice may take two lines (why nothing was found, and what to try).
const ROW_HEIGHT = { heading: 28, notice: 48, option: 40 } as const;
/** The list's max height; also its assumed height before layout (tests, the first frame). */
const MAX_HEIGHT = 400;

type Props = {
  model: PaletteModel;
  active: number;
  /** Scroll the active option into view (keyboard moves, new lists), not when the pointer chose it. */
  follow: boolean;
  idFor(index: number): string;
  onHover(index: number): void;
  onChoose(index: number): void;
  label: string;
  busy: boolean;
};

/** The listbox, virtualized: only the rows in view are in the DOM, so 10,000 options stay fast. */
export function PaletteList({ model, active, follow, idFor, onHover, onChoose, label, busy }: Props) {
  const { rows, options } = model;
  const scrollRef = useRef<HTMLDivElement>(null);
  const activeRow = model.rowOfOption[active] ?? -1;
  // The active option is always rendered, even scrolled out of view, so aria-activedescendant never
  // points at nothing.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeRow < 0 || indexes.includes(activeRow)) return indexes;
      return [...indexes, activeRow].sort((a, b) => a - b);
    },
    [activeRow],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    // Stable per list: the virtualizer recomputes its 10,000 offsets only when the list changes.
    estimateSize: useCallback((i: number) => ROW_HEIGHT[rows[i].type], [rows]),
    getItemKey: useCallback((i: number) => rows[i].key, [rows]),
    overscan: 8,
    rangeExtractor,
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report(rect.height > 0 ? rect : { width: rect.width, height: MAX_HEIGHT }),
      ),
  });

  // Scrolls only when the active option is not fully in view: a scroll forces a layout in the middle of the
  // keystroke, and each new list starts on the first option, so this runs on every keystroke.
  useLayoutEffect(() => {
    if (!follow || activeRow < 0) return;
    // Back on the first option, show the heading above it too.
    const from = virtualizer.measurementsCache[activeRow === 1 ? 0 : activeRow];
    const item = virtualizer.measurementsCache[activeRow];
    const top = virtualizer.scrollOffset ?? 0;
    const height = virtualizer.scrollRect?.height ?? MAX_HEIGHT;
    if (from && item && from.start >= top && item.end <= top + height) return;
    virtualizer.scrollToIndex(activeRow === 1 ? 0 : activeRow, { align: "auto" });
  }, [activeRow, follow, virtualizer]);

  // cmdk wraps the list in a sizer it watches to publish --cmdk-list-height (unused here): as a box it changed
  // height with every result count, costing a forced layout and one more frame per keystroke. Without a box
  // (display: contents) it is never resized.
  return (
    <Command.List
      ref={scrollRef}
      label={label}
      aria-busy={busy}
      className="overflow-y-auto overscroll-contain p-1 [&>[cmdk-list-sizer]]:contents"
      style={{ maxHeight: MAX_HEIGHT }}
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          const style = { height: item.size, transform: `translateY(${item.start}px)` };
          const place = "absolute top-0 left-0 w-full";
          if (row.type !== "option") {
            return (
              <div
                key={item.key}
                role="presentation"
                style={style}
                className={cn(
                  place,
                  "flex items-end px-2 pb-1 text-xs font-medium text-muted-foreground",
                  row.type === "notice" && "items-center leading-snug text-destructive",
                )}
              >
                {row.label}
              </div>
            );
          }
          return (
            <Option
              key={item.key}
              id={idFor(row.index)}
              option={row.option}
              selected={row.index === active}
              position={row.index + 1}
              total={options.length}
              className={place}
              style={style}
              onHover={() => onHover(row.index)}
              onChoose={() => onChoose(row.index)}
            />
          );
        })}
      </div>
    </Command.List>
  );
}

type OptionProps = {
  id: string;
  option: PaletteOption;
  selected: boolean;
  position: number;
  total: number;
  className: string;
  style: CSSProperties;
  onHover(): void;
  onChoose(): void;
};

function Option({ id, option, selected, position, total, className, style, onHover, onChoose }: OptionProps) {
  const Icon = option.icon;
  // A command's keys for this user, read at render: a rebinding shows at once in an open palette.
  const keys = useCommandKeys(option.choice.type === "command" ? option.choice.commandId : undefined);
  // Keyboard interaction lives on the combobox input (aria-activedescendant), as the combobox pattern wants.
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for every option
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      aria-disabled={option.disabled || undefined}
      aria-setsize={total}
      aria-posinset={position}
      aria-keyshortcuts={keys ? ariaKeyShortcuts(keys) : undefined}
      data-selected={selected || undefined}
      style={style}
      className={cn(
        className,
        "flex cursor-pointer items-center gap-2 rounded-md px-2 text-sm",
        selected && "bg-accent text-accent-foreground",
        option.disabled && "cursor-not-allowed opacity-60",
      )}
      onPointerMove={selected ? undefined : onHover}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      {Icon && <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />}
      <span className="min-w-0 truncate">{option.label}</span>
      {option.detail && (
        <span className="min-w-0 truncate text-xs text-muted-foreground">{option.detail}</span>
      )}
      {option.reason && (
        <span className="min-w-0 truncate text-xs text-muted-foreground">— {option.reason}</span>
      )}
      <span className="ml-auto flex shrink-0 items-center gap-1" aria-hidden>
        {keys && formatKeys(keys).map((cap) => <Kbd key={cap}>{cap}</Kbd>)}
        {option.choice.type === "command" && option.choice.hasArgs && <ChevronRight className="size-4" />}
      </span>
    </div>
  );
}
