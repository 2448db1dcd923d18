import type { z } from "zod";
import { type createGroupBody, groupCalls } from "../contract/system-groups";
import { callService } from "./call";

export type { GroupRow } from "../contract/system-groups";
export type GroupPayload = z.input<typeof createGroupBody>;

export const fetchGroups = () => callService(groupCalls.listGroups);

export const createGroup = (payload: GroupPayload) => callService(groupCalls.createGroup, { body: payload });

export const updateGroup = (id: number, payload: Partial<GroupPayload>) =>
  callService(groupCalls.updateGroup, { params: { group_id: id }, body: payload });

/** The reason, when given, is kept in the audit row of the deletion. */
export const deleteGroup = (id: number, reason?: string) =>
  callService(groupCalls.deleteGroup, { params: { group_id: id }, query: reason ? { reason } : {} });

export const setGroupActive = (id: number, active: 0 | 1) =>
  callService(groupCalls.setGroupActive, { params: { group_id: id }, body: { active } });
