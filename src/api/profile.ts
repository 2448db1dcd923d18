import type { z } from "zod";
import { profileCalls } from "../contract/profile";
import { callService } from "./call";

/** GET /services/profile: the signed-in user's own data and group/role table. */
export type { OwnProfile } from "../contract/staff-user";
export type OwnProfilePayload = z.input<typeof profileCalls.updateOwnProfile.body>;

export const fetchOwnProfile = () => callService(profileCalls.getOwnProfile);

/** A successful save revokes the session server-side: the console signs out right after. */
export const updateOwnProfile = (payload: OwnProfilePayload) =>
  callService(profileCalls.updateOwnProfile, { body: payload });
