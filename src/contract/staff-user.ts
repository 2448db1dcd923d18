import { z } from "zod";
import { groupGrant, rule } from "./auth.ts";
import { region, tenant } from "./base.ts";
import { flag, flagValue, positiveId } from "./fields.ts";

// Staff user shapes shared by system administration (/services/user) and the own profile (/services/profile).

/** One group/role row of a user (spec 1 §3). */
export const groupProfileRow = z.object({
  group_id: z.int(),
  group_name: z.string(),
  group_title: z.string(),
  profile_id: z.int(),
  profile_title: z.string(),
  active: z.literal("1"),
});
export type GroupProfileRow = z.output<typeof groupProfileRow>;

/** A row of the users list. */
export const userRow = z.object({
  user_id: z.int(),
  name: z.string(),
  fullname: z.string(),
  email: z.string(),
  region_id: z.int(),
  tz_id: z.int(),
  active: flagValue,
  root: flagValue,
  created_at: z.string(),
  last_login: z.string().nullable(),
  /** Distinct role titles, alphabetical, comma-separated. */
  role: z.string(),
  /** The legacy "group_id,profile_id|…" string. */
  profiles: z.string(),
  locked: flagValue,
});
export type UserRow = z.output<typeof userRow>;

/** The user fields and group/role rows the edit form reads. */
export const userDetail = userRow
  .omit({ role: true, locked: true })
  .extend({ group_profiles: z.array(groupProfileRow) });
export type UserDetail = z.output<typeof userDetail>;

/** The own-profile view (GET /services/profile): the detail plus the region name and the time zone. */
export const ownProfile = userDetail.extend({
  region: z.string(),
  timezone: z.object({ tz_id: z.int(), name: z.string(), title: z.string() }),
});
export type OwnProfile = z.output<typeof ownProfile>;

/** GET /user/{id}: the own-profile shape plus role titles, lock state and what the user's rows grant. */
export const userRecord = ownProfile.extend({
  role: z.string(),
  locked: flagValue,
  rules: z.array(rule),
  groups: z.array(groupGrant),
  regions: z.array(region),
  tenants: z.array(tenant),
});

export type GroupRole = { group_id: number; profile_id: number };
const PAIR = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/;

/** The legacy profiles string: "group_id,profile_id" pairs separated by '|'; empty means no rows. */
export const profilesString = z
  .string()
  .max(20_000)
  .transform((text, ctx) => {
    const rows: GroupRole[] = [];
    for (const part of text.split("|")) {
      if (part.trim() === "") continue;
      const match = PAIR.exec(part);
      if (!match) {
        ctx.addIssue({ code: "custom", message: "expected group_id,profile_id pairs" });
        return z.NEVER;
      }
      rows.push({ group_id: Number(match[1]), profile_id: Number(match[2]) });
    }
    return rows;
  });

/** The same rows as objects; extra keys the console keeps on them (group_title...) are ignored. */
export const groupProfileRows = z.array(z.object({ group_id: positiveId, profile_id: positiveId })).max(1000);

const email = z.string().trim().toLowerCase().pipe(z.email().max(320));
// An empty password field in the edit form means "keep the current one".
const plain = z
  .string()
  .max(256)
  .transform((value) => (value === "" ? undefined : value));

/** Without plain the user is invited (mail with a link to set the password). */
export const createUserBody = z.object({
  name: z.string().trim().min(1).max(100),
  fullname: z.string().trim().min(1).max(200).optional(),
  email,
  region_id: positiveId,
  tz_id: positiveId,
  active: flag.default(1),
  root: flag.default(0),
  profiles: profilesString.optional(),
  group_profiles: groupProfileRows.optional(),
  plain: plain.optional(),
});

/** The same fields, each optional (absent means unchanged). */
export const updateUserBody = createUserBody
  .partial()
  .extend({ active: flag.optional(), root: flag.optional() });
