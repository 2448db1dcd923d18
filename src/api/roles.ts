import type { Privilege } from "../permissions/catalog";
import { api } from "./client";

/** A row of GET /services/system/profile (a role). */
export type RoleRow = Record<Privilege, boolean> & {
  profile_id: number;
  name: string;
  title: string;
  active: number;
  users: number;
  last_login: string | null;
  groups: { group_id: number; name: string; title: string; active: number }[];
};

export type RolePayload = Record<Privilege, 0 | 1> & { name: string; title: string; active: 0 | 1 };

export const fetchRoles = () => api<RoleRow[]>("/system/profile");

export const createRole = (payload: RolePayload) =>
  api<RoleRow>("/system/profile", { method: "POST", body: payload });

export const updateRole = (id: number, payload: Partial<RolePayload>) =>
  api<RoleRow>(`/system/profile/${id}`, { method: "PUT", body: payload });

export const deleteRole = (id: number) =>
  api<{ profile_id: number }>(`/system/profile/${id}`, { method: "DELETE" });

export const setRoleActive = (id: number, active: 0 | 1) =>
  api<RoleRow>(`/system/profile/active/${id}`, { method: "PUT", body: { active } });

/** 0: the name is free; 1: another role has it. The role being edited passes its own id. */
export const roleNameTaken = (name: string, profileId?: number, signal?: AbortSignal) =>
  api<0 | 1>(`/system/profile/name/${encodeURIComponent(name)}`, {
    query: profileId ? { profile_id: profileId } : {},
    signal,
  });
