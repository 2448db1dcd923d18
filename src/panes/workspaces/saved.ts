import { fetchNow, queryClient } from "../../api/query-client";
import { type SavedWorkspace, workspacesQuery } from "../../api/workspaces";
import { session } from "../../session/store";
import { navigateTo } from "../../workspace/intents";
import { leaveWorkspace } from "../../workspace/unsaved";

// The signed-in user's saved workspaces, read by the palette, the commands and the save dialog alike.

/** Read again at most every half minute while unchanged; any change of ours invalidates it at once. */
const FRESH_MS = 30_000;

/**
 * Asked now (fetchNow): the palette and the commands wait on it, and a server that cannot be reached must
 * leave them "not found" at once rather than "searching" until it is back.
 */
export async function loadSavedWorkspaces(): Promise<readonly SavedWorkspace[]> {
  const userId = session.user?.user_id;
  if (userId === undefined) return [];
  return fetchNow({ ...workspacesQuery(userId), staleTime: FRESH_MS });
}

/** What was last read, without asking the server (undefined when nothing was read yet). */
export function cachedSavedWorkspaces(): readonly SavedWorkspace[] | undefined {
  const userId = session.user?.user_id;
  return userId === undefined ? undefined : queryClient.getQueryData(workspacesQuery(userId).queryKey);
}

/** Shows a saved layout as its URL does on a reload, once no pane's unsaved work would be lost by it. */
export function openSavedWorkspace(workspace: SavedWorkspace): void {
  leaveWorkspace(() => navigateTo(workspace.url));
}
