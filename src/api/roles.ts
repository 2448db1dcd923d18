import type { z } from "zod";
import { type createProfileBody, roleCalls } from "../contract/system-roles";
import { callService } from "./call";
import { recordWrites } from "./record-writes";

export type { RoleRow } from "../contract/system-roles";
export type RolePayload = z.input<typeof createProfileBody>;

export const fetchRoles = () => callService(roleCalls.listRoles);

const writes = recordWrites(roleCalls, "Role", "profile_id");
export const { create: createRole, update: updateRole, remove: deleteRole } = writes;

export const setRoleActive = (id: number, active: 0 | 1) =>
  callService(roleCalls.setRoleActive, { params: { profile_id: id }, body: { active } });

/** 0: the name is free; 1: another role has it. The role being edited passes its own id. */
export const roleNameTaken = (name: string, profileId?: number, signal?: AbortSignal) =>
  callService(
    roleCalls.checkRoleName,
    { params: { name }, query: profileId ? { profile_id: profileId } : {} },
    { signal },
  );
