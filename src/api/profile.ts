import { api } from "./client";
import type { UserDetail } from "./users";

/** GET /services/profile: the signed-in user's own data and group/role table. */
export type OwnProfile = UserDetail & {
  region: string;
  timezone: { tz_id: number; name: string; title: string };
};

export type OwnProfilePayload = {
  name: string;
  fullname?: string;
  email?: string;
  region_id?: number;
  tz_id?: number;
  plain?: string;
};

export const fetchOwnProfile = () => api<OwnProfile>("/profile");

/** A successful save revokes the session server-side: the console signs out right after. */
export const updateOwnProfile = (payload: OwnProfilePayload) =>
  api<OwnProfile>("/profile", { method: "PUT", body: payload });
