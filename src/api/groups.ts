import type { z } from "zod";
import { type createGroupBody, groupCalls } from "../contract/system-groups";
import { callService } from "./call";
import { recordWrites } from "./record-writes";

export type { GroupRow } from "../contract/system-groups";
export type GroupPayload = z.input<typeof createGroupBody>;

export const fetchGroups = () => callService(groupCalls.listGroups);

const writes = recordWrites(groupCalls, "Group", "group_id");
export const { create: createGroup, update: updateGroup, remove: deleteGroup } = writes;

export const setGroupActive = (id: number, active: 0 | 1) =>
  callService(groupCalls.setGroupActive, { params: { group_id: id }, body: { active } });
