import { type KeyboardEvent, type PointerEvent, useRef } from "react";
import { clampWidth, MAX_WIDTH, MIN_WIDTH } from "./column-widths";

type Props = {
  /** Accessible name ("Ancho de la columna Usuario") and tooltip. */
  label: string;
  hint: string;
  width: number;
  /** A width in px, or null to go back to sizing by content. */
  onResize(width: number | null): void;
};

const STEP = 16;
const BIG_STEP = 64;

function cellWidth(handle: HTMLElement): number {
  return handle.parentElement?.getBoundingClientRect().width ?? MIN_WIDTH;
}

/**
 * The edge of a header cell: drag it, or focus it and use ←/→ (Shift: larger steps), Home for the
 * narrowest; double-click, Enter or Delete size the column to its content again. A window splitter in ARIA
 * terms: a focusable separator with its value.
 */
export function ColumnResizer({ label, hint, width, onResize }: Props) {
  const drag = useRef<{ x: number; width: number } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    drag.current = { x: event.clientX, width: cellWidth(event.currentTarget) };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) onResize(clampWidth(drag.current.width + event.clientX - drag.current.x));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = cellWidth(event.currentTarget);
    const step = event.shiftKey ? BIG_STEP : STEP;
    const next: Record<string, number | null> = {
      ArrowLeft: clampWidth(current - step),
      ArrowRight: clampWidth(current + step),
      Home: MIN_WIDTH,
      Enter: null,
      Delete: null,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    event.stopPropagation();
    onResize(next[event.key]);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <hr> cannot be focused nor dragged; a splitter is a separator role
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={Math.round(width)}
      aria-valuemin={MIN_WIDTH}
      aria-valuemax={MAX_WIDTH}
      tabIndex={0}
      title={hint}
      data-column-resizer=""
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onDoubleClick={() => onResize(null)}
      onKeyDown={onKeyDown}
      className="absolute top-0 -right-1 z-10 h-full w-2 cursor-col-resize touch-none outline-none select-none hover:bg-primary/40 focus-visible:bg-primary/60"
    />
  );
}
