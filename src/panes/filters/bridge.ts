import { createStore, type Store, useStore } from "../../commands/create-store";
import type { Filter } from "../../contract/filters";

// Between the filter commands (run outside React, on the pane they were given) and the filter panes: an
// editor publishes the filter it shows; commands ask a pane to open a dialog or take pasted ids. Keyed by
// pane id, so two editors side by side never mix.

export type FilterRequest =
  | { type: "create" }
  | { type: "clone" }
  | { type: "publish" }
  | { type: "save" }
  | { type: "paste"; tags: string[] }
  | { type: "focusTags" };

const loaded = createStore<ReadonlyMap<string, Filter>>(new Map());
const requests = createStore<ReadonlyMap<string, FilterRequest>>(new Map());

function put<T>(store: Store<ReadonlyMap<string, T>>, paneId: string, value: T | null): void {
  store.update((current) => {
    if (value === null && !current.has(paneId)) return current;
    const next = new Map(current);
    if (value === null) next.delete(paneId);
    else next.set(paneId, value);
    return next;
  });
}

export function publishLoadedFilter(paneId: string, filter: Filter | null): void {
  put(loaded, paneId, filter);
}

export function loadedFilter(paneId: string | undefined): Filter | undefined {
  return paneId ? loaded.get().get(paneId) : undefined;
}

export function requestInFilterPane(paneId: string, request: FilterRequest): void {
  put(requests, paneId, request);
}

export function clearFilterRequest(paneId: string): void {
  put(requests, paneId, null);
}

export function useFilterRequest(paneId: string): FilterRequest | undefined {
  return useStore(requests, (current) => current.get(paneId));
}

export const FILTERS_LIST = "filters.list";
export const FILTER_EDITOR = "filters.editor";

export const isPublishable = (filter: Pick<Filter, "status" | "name">) =>
  filter.status === "ACT" && typeof filter.name === "string" && filter.name.trim() !== "";
