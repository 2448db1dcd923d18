import { GROUPS, STAFF_GROUPS } from "./groups.ts";
import { type Lookup, need, regionTimezone } from "./identity.ts";
import { type BulkLoader, rowBuffer } from "./loader.ts";
import { FIRST_NAMES, LAST_NAMES, slug } from "./names.ts";
import type { Rng } from "./prng.ts";
import { SEED_NOW } from "./reference-data.ts";

/** Generated staff ids start here, clear of the demo users. */
export const STAFF_FIRST_ID = 1001;
const DAY = 86_400_000;

/** Back-office staff spread over the working groups; returns their e-mails (the log generator reuses them). */
export async function seedStaff(
  loader: BulkLoader,
  lookup: Lookup,
  rng: Rng,
  count: number,
  passwordHash: string,
): Promise<string[]> {
  const users = rowBuffer("users", [
    "user_id",
    "name",
    "fullname",
    "email",
    "password_hash",
    "root",
    "active",
    "region_id",
    "tz_id",
    "failed_logins",
    "locked_at",
    "last_login",
    "created_at",
  ]);
  const memberships = rowBuffer("user_group_profiles", ["user_id", "group_id", "profile_id"]);
  const staffGroups = GROUPS.filter((g) => STAFF_GROUPS.includes(g.name));
  const emails: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const userId = STAFF_FIRST_ID + i;
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const second = rng.pick(LAST_NAMES);
    const name = `${slug(first)}.${slug(last)}${i + 1}`;
    const email = `${name}@staff.adm.test`;
    const groups = rng.chance(0.3) ? [rng.pick(staffGroups), rng.pick(staffGroups)] : [rng.pick(staffGroups)];
    const region = groups[0].regions.find((r) => r !== "generic") ?? "mexico";
    const created = SEED_NOW - rng.int(30, 2500) * DAY;
    const lastLogin = rng.chance(0.8) ? new Date(SEED_NOW - rng.int(0, 60 * DAY)).toISOString() : null;
    users.add(
      userId,
      name,
      `${first} ${last} ${second}`,
      email,
      passwordHash,
      0,
      rng.chance(0.95) ? 1 : 0,
      need(lookup.region, region),
      regionTimezone(lookup, region),
      0,
      null,
      lastLogin,
      new Date(created).toISOString(),
    );
    // A group drawn twice keeps its first role (each group at most once per user).
    const seen = new Set<number>();
    for (const group of groups) {
      const profileId = need(lookup.profile, rng.pick(group.profiles));
      if (seen.has(group.group_id)) continue;
      seen.add(group.group_id);
      memberships.add(userId, group.group_id, profileId);
    }
    emails.push(email);
  }
  // Users before their memberships: these tables keep their foreign keys during this write.
  await loader.write([users.take()]);
  await loader.write([memberships.take()]);
  return emails;
}
