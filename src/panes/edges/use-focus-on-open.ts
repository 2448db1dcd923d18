import { useEffect, useRef } from "react";

/**
 * Hands the keyboard to a screen's main element once it has something to show, when the pane is focused and
 * the focus is nowhere in particular (a screen opened from the palette, a drill-down, a reload). `key`
 * names what is shown: a new key (another edge, another user) hands the focus again.
 */
export function useFocusOnOpen(
  target: () => HTMLElement | null | undefined,
  paneId: string,
  focused: boolean,
  ready: boolean,
  key: string,
): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!focused || !ready || done.current === key) return;
    done.current = key;
    const active = document.activeElement as HTMLElement | null;
    const idle = !active || active === document.body || active.dataset?.paneId === paneId;
    if (idle) target()?.focus();
  }, [target, paneId, focused, ready, key]);
}
