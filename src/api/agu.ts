import { aguCalls, type DirectorySortField, type SearchBy } from "../contract/agu";
import type { PagedRequest } from "../contract/paging";
import { callService } from "./call";
import { queryKeysFactory } from "./query-keys";

export {
  type DirectorySearch,
  type DirectorySortField,
  directorySearch,
  type EndUserRow,
  MIN_SEARCH,
  SEARCH_KINDS,
  type SearchBy,
} from "../contract/agu";

export const aguKeys = queryKeysFactory("agu", "endUsers");

/** The directory's own filters, beside the table's paging, sort and search. */
export type DirectoryFilters = { userRegion: string; by: SearchBy };

export type DirectoryRequest = PagedRequest<DirectorySortField, "fromQuantity">;

/** GET /services/clients/users: a page of the end-user directory (draw/from/quantity). */
export function fetchDirectoryPage(
  request: DirectoryRequest,
  filters: DirectoryFilters,
  signal?: AbortSignal,
) {
  return callService(
    aguCalls.listEndUsers,
    {
      query: {
        ...request,
        by: filters.by,
        ...(filters.userRegion ? { user_region: filters.userRegion } : {}),
      },
    },
    { signal },
  );
}
