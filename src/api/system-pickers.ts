import { queryOptions } from "@tanstack/react-query";
import { baseCalls } from "../contract/base";
import { callService } from "./call";
import { systemKeys } from "./system-keys";

// Reference lists the system forms pick from (spec 1 §5: pickers exclude inactive groups and roles).

export type { GroupRecord, ProfileRecord, Timezone } from "../contract/base";

export const fetchActiveGroups = () => callService(baseCalls.listActiveGroups);
export const fetchActiveRoles = () => callService(baseCalls.listActiveProfiles);
export const fetchGroupRoles = (groupId: number) =>
  callService(baseCalls.listGroupProfiles, { params: { group_id: groupId } });
export const fetchTimezones = () => callService(baseCalls.listTimezones);

export const timezonesQuery = () =>
  queryOptions({ queryKey: systemKeys.timezones(), queryFn: fetchTimezones, staleTime: Infinity });
