import { queryOptions } from "@tanstack/react-query";
import { workspaceCalls } from "../contract/workspaces";
import { callService } from "./call";
import { queryClient } from "./query-client";
import { queryKeysFactory } from "./query-keys";

export type { SavedWorkspace } from "../contract/workspaces";

export const workspaceKeys = queryKeysFactory("workspaces", "saved");

export const fetchWorkspaces = (signal?: AbortSignal) =>
  callService(workspaceCalls.listWorkspaces, {}, { signal });
export const saveWorkspace = (body: { name: string; url: string; replace?: boolean }) =>
  callService(workspaceCalls.saveWorkspace, { body });
export const renameWorkspace = (id: number, name: string) =>
  callService(workspaceCalls.renameWorkspace, { params: { workspace_id: id }, body: { name } });
export const deleteWorkspace = (id: number) =>
  callService(workspaceCalls.deleteWorkspace, { params: { workspace_id: id } });
export const setHomeWorkspace = (id: number, home: boolean) =>
  callService(home ? workspaceCalls.setHomeWorkspace : workspaceCalls.unsetHomeWorkspace, {
    params: { workspace_id: id },
  });

/** The user's saved workspaces: keyed by user, as they are each user's own (a tab may change user). */
export const workspacesQuery = (userId: number) =>
  queryOptions({
    queryKey: workspaceKeys.list({ user: userId }),
    queryFn: ({ signal }) => fetchWorkspaces(signal),
  });

/** After any change: every cached list of saved workspaces is read again. */
export const refreshWorkspaces = () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all() });
