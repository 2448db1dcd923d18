import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import {
  createScale,
  indexAtOffset,
  offsetToReveal,
  pageSize,
  type ScrollScale,
  toReal,
  toVirtual,
} from "./scaled-scroll";

const FALLBACK_ROWS = 10; // before layout (or without one, as in tests) assume ten rows fit
// A grid placed where nothing bounds its height would grow to the spacer and render every row: the grid
// is capped at the screen height in CSS, and this is the last guard.
const MAX_VIEWPORT_PX = 4000;

/** The scroll position lives outside React state: only the grid body re-renders while scrolling. */
function createScrollStore() {
  let top = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => top,
    set: (next: number) => {
      if (next === top) return;
      top = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ScaledVirtual = ReturnType<typeof useScaledVirtual>;

/**
 * Fixed-height row virtualisation over a capped spacer (see scaled-scroll.ts). The scroll element holds a
 * sticky header and the spacer; rows render in a sticky window translated by the sub-row offset, so the
 * browser never needs an element taller than MAX_SPACER_PX and every row stays reachable.
 */
export function useScaledVirtual(count: number, rowHeight: number) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const [viewportHeight, setViewportHeight] = useState(0);
  const [store] = useState(createScrollStore);
  // A programmatic scroll remembers the exact virtual offset it aimed at: real pixels are coarser.
  const pinned = useRef<{ real: number; virtual: number } | null>(null);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const measure = () =>
      setViewportHeight(
        Math.min(MAX_VIEWPORT_PX, element.clientHeight - (headerRef.current?.offsetHeight ?? 0)),
      );
    measure();
    const onScroll = () => store.set(element.scrollTop);
    element.addEventListener("scroll", onScroll, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener("scroll", onScroll);
      observer?.disconnect();
    };
  }, [store]);

  const bodyHeight = viewportHeight > 0 ? viewportHeight : rowHeight * FALLBACK_ROWS;
  const scale = useMemo(() => createScale(count, rowHeight, bodyHeight), [count, rowHeight, bodyHeight]);
  const latest = useRef(scale);
  latest.current = scale;

  /** Virtual offset shown for a real scrollTop. */
  const offsetAt = useCallback((top: number, current: ScrollScale = latest.current) => {
    const aimed = pinned.current;
    if (aimed?.real === top)
      return Math.min(aimed.virtual, Math.max(0, current.virtualHeight - current.viewportHeight));
    return toVirtual(current, top);
  }, []);

  const scrollToOffset = useCallback(
    (virtual: number) => {
      const element = scrollRef.current;
      if (!element) return;
      const current = latest.current;
      element.scrollTop = toReal(current, virtual);
      const real = element.scrollTop;
      // Pin only when the browser honoured the request up to rounding.
      pinned.current =
        Math.abs(toVirtual(current, real) - virtual) <= current.ratio + 1 ? { real, virtual } : null;
      store.set(real);
    },
    [store],
  );

  const scrollToIndex = useCallback(
    (index: number) => {
      const now = offsetAt(store.get());
      const target = offsetToReveal(latest.current, now, index);
      if (target !== now) scrollToOffset(target);
    },
    [offsetAt, scrollToOffset, store],
  );

  return {
    scrollRef,
    headerRef,
    scale,
    bodyHeight,
    subscribe: store.subscribe,
    getScrollTop: store.get,
    offsetAt,
    pageSize: () => pageSize(latest.current),
    firstVisible: () => indexAtOffset(latest.current, offsetAt(store.get())),
    scrollToIndex,
    scrollToTop: useCallback(() => scrollToOffset(0), [scrollToOffset]),
  };
}
