import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { systemKeys } from "../../../api/system-keys";
import { createStore, useStore } from "../../../lib/create-store";

// Commands run outside React and cannot reach the query client: they bump this counter after a change and
// every mounted system pane invalidates the "system" queries (lists, pickers) once per bump.
const changes = createStore(0);

export function markChanged(): void {
  changes.update((n) => n + 1);
}

/** Refreshes the system queries whenever something changed, wherever the change came from. */
export function useRefreshOnChange(): void {
  const queryClient = useQueryClient();
  const version = useStore(changes, (n) => n);
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void queryClient.invalidateQueries({ queryKey: systemKeys.all() });
  }, [version, queryClient]);
}
