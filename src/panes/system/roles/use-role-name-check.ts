import { useQuery } from "@tanstack/react-query";
import { roleNameTaken } from "../../../api/roles";
import { systemKeys } from "../../../api/system-keys";
import { useDebounced } from "../../../ui/data-table/use-debounced";
import type { NameStatus } from "./role-form";

const CHECK_DELAY_MS = 350;

/** Spec 1 §5: the role name is checked for existing use while typed (the role being edited excepted). */
export function useRoleNameCheck(name: string, profileId?: number): NameStatus {
  const value = name.trim();
  const settled = useDebounced(value, CHECK_DELAY_MS);
  const query = useQuery({
    queryKey: systemKeys.roleName(settled.toLowerCase(), profileId),
    queryFn: ({ signal }) => roleNameTaken(settled, profileId, signal),
    enabled: settled !== "",
    staleTime: 5_000,
    retry: false,
  });
  if (value === "") return "unknown";
  if (value !== settled || query.isFetching || query.isPending) return "checking";
  if (query.isError) return "error";
  return query.data === 1 ? "taken" : "available";
}
