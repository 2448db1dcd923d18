import type { z } from "zod";
import { type createProfileBody, roleCalls } from "../contract/system-roles";
import { callService } from "./call";

export type { RoleRow } from "../contract/system-roles";
export type RolePayload = z.input<typeof createProfileBody>;

export const fetchRoles = () => callService(roleCalls.listRoles);

export const createRole = (payload: RolePayload) => callService(roleCalls.createRole, { body: payload });

export const updateRole = (id: number, payload: Partial<RolePayload>) =>
  callService(roleCalls.updateRole, { params: { profile_id: id }, body: payload });

/** The reason, when given, is kept in the audit row of the deletion. */
export const deleteRole = (id: number, reason?: string) =>
  callService(roleCalls.deleteRole, { params: { profile_id: id }, query: reason ? { reason } : {} });

export const setRoleActive = (id: number, active: 0 | 1) =>
  callService(roleCalls.setRoleActive, { params: { profile_id: id }, body: { active } });

/** 0: the name is free; 1: another role has it. The role being edited passes its own id. */
export const roleNameTaken = (name: string, profileId?: number, signal?: AbortSignal) =>
  callService(
    roleCalls.checkRoleName,
    { params: { name }, query: profileId ? { profile_id: profileId } : {} },
    { signal },
  );
