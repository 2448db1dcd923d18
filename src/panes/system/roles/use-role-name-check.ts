import { roleNameTaken } from "../../../api/roles";
import { systemKeys } from "../../../api/system-keys";
import { type Availability, useAvailability } from "../../../kit/availability";

/** Spec 1 §5: the role name is checked for existing use while typed (the role being edited excepted). */
export function useRoleNameCheck(name: string, profileId?: number): Availability {
  const value = name.trim();
  return useAvailability({
    value,
    checkable: value !== "",
    delayMs: 350,
    queryKey: (settled) => systemKeys.roleName(settled.toLowerCase(), profileId),
    isTaken: async (settled, signal) => (await roleNameTaken(settled, profileId, signal)) === 1,
  });
}
