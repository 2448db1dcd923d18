import { queryOptions } from "@tanstack/react-query";
import { api } from "./client";
import { systemKeys } from "./system-keys";

// Reference lists the system forms pick from (spec 1 §5: pickers exclude inactive groups and roles).

export type PickGroup = { group_id: number; name: string; title: string };
export type PickRole = { profile_id: number; name: string; title: string };
export type Timezone = { tz_id: number; name: string; title: string; utc_offset: string };

export const fetchActiveGroups = () => api<PickGroup[]>("/base/group");
export const fetchActiveRoles = () => api<PickRole[]>("/base/profile");
export const fetchGroupRoles = (groupId: number) => api<PickRole[]>(`/base/profile/group/${groupId}`);
export const fetchTimezones = () => api<Timezone[]>("/base/timezone");

export const timezonesQuery = () =>
  queryOptions({ queryKey: systemKeys.timezones(), queryFn: fetchTimezones, staleTime: Infinity });
