import type { z } from "zod";
import type { PagedRequest } from "../contract/paging";
import type { createUserBody } from "../contract/staff-user";
import { type UserSortField, userCalls } from "../contract/system-users";
import { callService } from "./call";
import { recordWrites } from "./record-writes";

export type { GroupProfileRow, UserDetail, UserRow } from "../contract/staff-user";
export { type LockedUser, USER_SORT_FIELDS, type UserSortField } from "../contract/system-users";

export type UserPageRequest = PagedRequest<UserSortField, "startLength">;

/** What POST /services/user and PUT /services/user/{id} receive (spec 1 §5: tz_id, not the timezone). */
export type UserPayload = z.input<typeof createUserBody>;

export function fetchUserPage(request: UserPageRequest) {
  return callService(userCalls.listUsers, { query: { draw: 1, ...request } });
}

export type UserPage = Awaited<ReturnType<typeof fetchUserPage>>;

export const fetchUser = (id: number) => callService(userCalls.getUser, { params: { user_id: id } });

const writes = recordWrites(userCalls, "User", "user_id");
export const { create: createUser, update: updateUser, remove: deleteUser } = writes;

export const setUserActive = (id: number, active: 0 | 1) =>
  callService(userCalls.setUserActive, { params: { user_id: id }, body: { id, active } });

/** Spec 1 §4: result 0 means the e-mail is available, 1 that a user already has it. */
export const findEmail = (email: string, signal?: AbortSignal) =>
  callService(userCalls.checkUserEmail, { body: { email } }, { signal });

/** Accounts locked now by failed sign-ins, with until when, why and from which address (issue 28 §4). */
export const fetchLockedUsers = () => callService(userCalls.listLockedUsers);
