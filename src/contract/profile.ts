import { z } from "zod";
import { defineCalls } from "./define.ts";
import { positiveId } from "./fields.ts";
import { ownProfile } from "./staff-user.ts";

// The signed-in user's own profile (spec 1 §7 GET, PUT /services/profile).

export const profileCalls = defineCalls("profile", {
  getOwnProfile: {
    summary: "The signed-in user's data and group/role table",
    method: "GET",
    path: "/profile",
    result: ownProfile,
    access: "signed-in",
  },
  updateOwnProfile: {
    summary:
      "Updates the own profile (a new password or e-mail needs the current password; the old address is " +
      "told of an e-mail change); a successful save ends the session (the console signs out)",
    method: "PUT",
    path: "/profile",
    body: z.object({
      name: z.string().trim().min(1).max(100),
      fullname: z.string().trim().min(1).max(200).optional(),
      email: z.email().max(320).optional(),
      plain: z.string().max(256).optional(),
      /** The current password: required to change the password or the e-mail (issue 28 item 6). */
      current_plain: z.string().max(256).optional(),
      tz_id: positiveId.optional(),
      region_id: positiveId.optional(),
    }),
    result: ownProfile,
    errors: ["password_weak", "password_current_invalid", "user_email_exists", "user_region_not_granted"],
    access: "signed-in",
  },
});
