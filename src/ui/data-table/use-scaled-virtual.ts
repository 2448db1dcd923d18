import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { createScale, offsetToReveal, pageSize, rowWindow, toReal, toVirtual } from "./scaled-scroll";

const FALLBACK_ROWS = 10; // before layout (or without one, as in tests) assume ten rows fit

type Options = { count: number; rowHeight: number; overscan: number };

/**
 * Fixed-height row virtualisation over a capped spacer (see scaled-scroll.ts). The scroll element holds a
 * sticky header and a spacer; rows render in a sticky window translated by `window.translate`, so the
 * browser never needs an element taller than MAX_SPACER_PX.
 */
export function useScaledVirtual({ count, rowHeight, overscan }: Options) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const [viewportHeight, setViewportHeight] = useState(0);
  const [scrollTop, setScrollTop] = useState(0);
  // A programmatic scroll remembers the exact virtual offset it aimed at: real pixels are coarser.
  const pinned = useRef<{ real: number; virtual: number } | null>(null);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const measure = () => setViewportHeight(element.clientHeight - (headerRef.current?.offsetHeight ?? 0));
    measure();
    const onScroll = () => flushSync(() => setScrollTop(element.scrollTop));
    element.addEventListener("scroll", onScroll, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (headerRef.current) observer?.observe(headerRef.current);
    return () => {
      element.removeEventListener("scroll", onScroll);
      observer?.disconnect();
    };
  }, []);

  const bodyHeight = viewportHeight > 0 ? viewportHeight : rowHeight * FALLBACK_ROWS;
  const scale = useMemo(() => createScale(count, rowHeight, bodyHeight), [count, rowHeight, bodyHeight]);
  const offset =
    pinned.current?.real === scrollTop
      ? Math.min(pinned.current.virtual, Math.max(0, scale.virtualHeight - bodyHeight))
      : toVirtual(scale, scrollTop);
  const window = rowWindow(scale, offset, overscan);

  const latest = useRef({ scale, offset });
  latest.current = { scale, offset };

  const scrollToOffset = useCallback((virtual: number) => {
    const element = scrollRef.current;
    if (!element) return;
    const { scale: current } = latest.current;
    element.scrollTop = toReal(current, virtual);
    const real = element.scrollTop;
    // Pin only when the browser honoured the request up to rounding.
    const honoured = Math.abs(toVirtual(current, real) - virtual) <= current.ratio + 1;
    pinned.current = honoured ? { real, virtual } : null;
    latest.current = { scale: current, offset: honoured ? virtual : toVirtual(current, real) };
    setScrollTop(real);
  }, []);

  const scrollToIndex = useCallback(
    (index: number) => {
      const { scale: current, offset: now } = latest.current;
      const target = offsetToReveal(current, now, index);
      if (target !== now) scrollToOffset(target);
    },
    [scrollToOffset],
  );

  return {
    scrollRef,
    headerRef,
    scale,
    window,
    bodyHeight,
    pageSize: pageSize(scale),
    scrollToIndex,
    scrollToTop: useCallback(() => scrollToOffset(0), [scrollToOffset]),
  };
}
