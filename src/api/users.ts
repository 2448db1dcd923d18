import { api } from "./client";

/** A row of GET /services/user. */
export type UserRow = {
  user_id: number;
  name: string;
  fullname: string;
  email: string;
  region_id: number;
  tz_id: number;
  active: number;
  root: number;
  created_at: string;
  last_login: string | null;
  role: string;
  profiles: string;
  locked: number;
};

/** One group/role row of a user (spec 1 §3). */
export type GroupProfileRow = {
  group_id: number;
  group_name: string;
  group_title: string;
  profile_id: number;
  profile_title: string;
  active: "1";
};

export type UserDetail = Omit<UserRow, "role" | "locked"> & { group_profiles: GroupProfileRow[] };

export const USER_SORT_FIELDS = [
  "user_id",
  "name",
  "email",
  "role",
  "created_at",
  "last_login",
  "active",
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export type UserPageRequest = {
  start: number;
  length: number;
  sortField: UserSortField;
  sortOrder: "asc" | "desc";
  search: string;
};

export type UserPage = { draw: number; recordsTotal: number; recordsFiltered: number; data: UserRow[] };

/** What POST /services/user and PUT /services/user/{id} receive (spec 1 §5: tz_id, not the timezone). */
export type UserPayload = {
  name: string;
  fullname?: string;
  email: string;
  region_id: number;
  tz_id: number;
  active: 0 | 1;
  root: 0 | 1;
  profiles: string;
  plain?: string;
};

export function fetchUserPage(request: UserPageRequest): Promise<UserPage> {
  return api<UserPage>("/user", {
    query: {
      draw: 1,
      start: request.start,
      length: request.length,
      sort_field: request.sortField,
      sort_order: request.sortOrder,
      search: request.search,
    },
  });
}

export const fetchUser = (id: number) => api<UserDetail>(`/user/${id}`);

export const createUser = (payload: UserPayload) =>
  api<UserDetail>("/user", { method: "POST", body: payload });

export const updateUser = (id: number, payload: Partial<UserPayload>) =>
  api<UserDetail>(`/user/${id}`, { method: "PUT", body: payload });

export const deleteUser = (id: number) => api<{ user_id: number }>(`/user/${id}`, { method: "DELETE" });

export const setUserActive = (id: number, active: 0 | 1) =>
  api<UserDetail>(`/user/activation/${id}`, { method: "PUT", body: { id, active } });

/** Spec 1 §4: result 0 means the e-mail is available, 1 that a user already has it. */
export const findEmail = (email: string, signal?: AbortSignal) =>
  api<0 | 1>("/user/findby", { method: "POST", body: { email }, signal });
