import { api } from "./client";

type Named = { name: string; title: string };

/** A row of GET /services/system/group: links as comma strings (spec 1 §3) and as lists. */
export type GroupRow = Named & {
  group_id: number;
  description: string;
  active: number;
  users: number;
  regions: string;
  tenants: string;
  profiles: string;
  modules: string;
  all_regions: boolean;
  region_list: (Named & { region_id: number })[];
  tenant_list: { tenant_id: number; code: string; title: string }[];
  profile_list: (Named & { profile_id: number; active: number })[];
  module_list: (Named & { module_id: number; active: number; visible: number })[];
};

export type GroupPayload = {
  name: string;
  title: string;
  description: string;
  active: 0 | 1;
  regions: number[];
  tenants: number[];
  profiles: number[];
  modules: number[];
};

export const fetchGroups = () => api<GroupRow[]>("/system/group");

export const createGroup = (payload: GroupPayload) =>
  api<GroupRow>("/system/group", { method: "POST", body: payload });

export const updateGroup = (id: number, payload: Partial<GroupPayload>) =>
  api<GroupRow>(`/system/group/${id}`, { method: "PUT", body: payload });

export const deleteGroup = (id: number) =>
  api<{ group_id: number }>(`/system/group/${id}`, { method: "DELETE" });

export const setGroupActive = (id: number, active: 0 | 1) =>
  api<GroupRow>(`/system/group/active/${id}`, { method: "PUT", body: { active } });
