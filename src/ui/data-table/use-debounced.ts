import { useCallback, useEffect, useState } from "react";

/** The value once it has stopped changing for `delayMs` (at once when the delay is 0 or it is cleared). */
export function useDebounced<T>(value: T, delayMs: number): T {
  return useFlushableDebounce(value, delayMs)[0];
}

/** The same, plus a flush that settles on the current value at once (a search box's Enter). */
export function useFlushableDebounce<T>(value: T, delayMs: number): [T, () => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delayMs <= 0 || value === "") {
      setSettled(value);
      return;
    }
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  const flush = useCallback(() => setSettled(value), [value]);
  return [delayMs <= 0 ? value : settled, flush];
}
