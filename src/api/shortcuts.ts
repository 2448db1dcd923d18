import { queryOptions } from "@tanstack/react-query";
import { shortcutCalls } from "../contract/shortcuts";
import { callService } from "./call";
import { queryClient } from "./query-client";
import { queryKeysFactory } from "./query-keys";

export const shortcutKeys = queryKeysFactory("shortcuts", "bindings");

export const fetchShortcuts = (signal?: AbortSignal) =>
  callService(shortcutCalls.listShortcuts, {}, { signal });
export const setShortcut = (commandId: string, keys: string) =>
  callService(shortcutCalls.setShortcut, { params: { command_id: commandId }, body: { keys } });
export const resetShortcut = (commandId: string) =>
  callService(shortcutCalls.resetShortcut, { params: { command_id: commandId } });
export const resetShortcuts = () => callService(shortcutCalls.resetShortcuts, {});

/** The user's own shortcuts: keyed by user, as they are each user's own (a tab may change user). */
export const shortcutsQuery = (userId: number) =>
  queryOptions({
    queryKey: shortcutKeys.list({ user: userId }),
    queryFn: ({ signal }) => fetchShortcuts(signal),
  });

/** After any change: the user's shortcuts are read again (the binder follows at once). */
export const refreshShortcuts = () => queryClient.invalidateQueries({ queryKey: shortcutKeys.all() });
