import { queryClient } from "../../../api/query-client";
import { systemKeys } from "../../../api/system-keys";

/**
 * After a change, every system query (lists, pickers) reloads, wherever the change came from (a command runs
 * outside React and reaches the query client directly).
 */
export function refreshSystem(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: systemKeys.all() });
}
