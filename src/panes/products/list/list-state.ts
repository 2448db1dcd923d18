import { useCallback, useEffect, useState } from "react";

// The list's remembered and transient view state: which families are open, and the rate summary panel,
// whose open/closed state is remembered locally (spec 3 §2).

const SUMMARY_KEY = "products.rateSummary.open";

function storedSummary(): boolean {
  try {
    return localStorage.getItem(SUMMARY_KEY) !== "0";
  } catch {
    return true;
  }
}

export function useSummaryPanel() {
  const [open, setOpen] = useState(storedSummary);
  const set = useCallback((next: boolean) => {
    setOpen(next);
    try {
      localStorage.setItem(SUMMARY_KEY, next ? "1" : "0");
    } catch {
      // Private mode: the panel still toggles, it is just not remembered.
    }
  }, []);
  return [open, set] as const;
}

/**
 * Open families; `all` opens every family shown, including those of later pages. Families start closed (a
 * page of five open families holds thousands of cards) unless a search narrowed the list.
 */
export function useExpanded(searching: boolean) {
  const [state, setState] = useState<{ all: boolean; ids: ReadonlySet<number> }>({
    all: searching,
    ids: new Set(),
  });
  useEffect(() => setState({ all: searching, ids: new Set() }), [searching]);
  return {
    isOpen: (id: number) => state.all !== state.ids.has(id),
    toggle: (id: number) =>
      setState((current) => {
        const ids = new Set(current.ids);
        if (ids.has(id)) ids.delete(id);
        else ids.add(id);
        return { all: current.all, ids };
      }),
    expandAll: () => setState({ all: true, ids: new Set() }),
    collapseAll: () => setState({ all: false, ids: new Set() }),
  };
}

/** Spec 3 §2: 2 characters or fewer list everything; 3 or more search. */
export const effectiveSearch = (text: string) => (text.trim().length >= 3 ? text.trim() : "");
