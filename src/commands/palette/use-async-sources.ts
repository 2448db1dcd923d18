import { useEffect, useState } from "react";

export type AsyncSource<T> = {
  id: string;
  search(query: string, signal: AbortSignal): Promise<readonly T[]> | readonly T[];
  minQueryLength: number;
  debounceMs: number;
};

export type SourceResult<T> = { items: readonly T[]; loading: boolean; failed: boolean };

const EMPTY: readonly never[] = [];
const IDLE: SourceResult<never> = { items: EMPTY, loading: false, failed: false };

function same<T>(a: SourceResult<T> | undefined, b: SourceResult<T>): boolean {
  return a !== undefined && a.items === b.items && a.loading === b.loading && a.failed === b.failed;
}

/**
 * Runs every source for the query, debounced, and aborts the previous request of each source as soon as the
 * query changes: a late answer to an old query is never shown. `sources` must be memoized.
 */
export function useAsyncSources<T>(
  sources: readonly AsyncSource<T>[],
  query: string,
): ReadonlyMap<string, SourceResult<T>> {
  const [results, setResults] = useState<ReadonlyMap<string, SourceResult<T>>>(new Map());

  useEffect(() => {
    const controllers: AbortController[] = [];
    const timers: ReturnType<typeof setTimeout>[] = [];
    // An unchanged result keeps the map as it is: an in-memory source answers every keystroke with the same
    // array, and a new map would render the palette (10,000 candidates) a second time for nothing.
    const put = (id: string, result: SourceResult<T>) =>
      setResults((current) => (same(current.get(id), result) ? current : new Map(current).set(id, result)));
    const ids = new Set(sources.map((source) => source.id));
    setResults((current) =>
      [...current.keys()].every((id) => ids.has(id))
        ? current
        : new Map([...current].filter(([id]) => ids.has(id))),
    );
    for (const source of sources) {
      if (query.trim().length < source.minQueryLength) {
        put(source.id, IDLE);
        continue;
      }
      const controller = new AbortController();
      controllers.push(controller);
      const run = () => {
        let answer: Promise<readonly T[]> | readonly T[];
        try {
          answer = source.search(query, controller.signal);
        } catch (error) {
          answer = Promise.reject(error);
        }
        if (Array.isArray(answer)) {
          put(source.id, { items: answer, loading: false, failed: false });
          return;
        }
        put(source.id, { items: EMPTY, loading: true, failed: false });
        Promise.resolve(answer).then(
          (items) => !controller.signal.aborted && put(source.id, { items, loading: false, failed: false }),
          (error: unknown) => {
            if (controller.signal.aborted) return;
            console.error(`Palette source ${source.id} failed`, error);
            put(source.id, { items: EMPTY, loading: false, failed: true });
          },
        );
      };
      if (source.debounceMs <= 0) run();
      else {
        put(source.id, { items: EMPTY, loading: true, failed: false });
        timers.push(setTimeout(run, source.debounceMs));
      }
    }
    return () => {
      for (const timer of timers) clearTimeout(timer);
      for (const controller of controllers) controller.abort();
    };
  }, [sources, query]);

  return results;
}
